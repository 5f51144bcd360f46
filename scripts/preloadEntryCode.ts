// The console's entry (src/main.tsx) is a few kilobytes that start the session's check and the first screen's code,
// then import the console itself (src/mountConsole.tsx) on demand. That import's chunks are preloaded from index.html
// as a static import's would be, so that they load while the page's HTML is read, not once the entry has run.
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A chunk's file and the files of its static imports, transitively. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, into);
  }
  return into;
}

/** Adds modulepreload links for the chunks of `source` (a file imported on demand by the entry) to the built index.html. */
export function preloadEntryCode(source: string): Plugin {
  return {
    name: 'preload-entry-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
        if (!chunk) throw new Error(`${source} is not a chunk of the build`);
        const present = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const files = [...staticClosure(ctx.bundle!, chunk)].filter((file) => !present.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

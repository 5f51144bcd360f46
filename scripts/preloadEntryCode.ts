// The console's entry (src/main.tsx) is a few kilobytes that start the session's check and the first screen's code,
// then import the console itself (src/mountConsole.tsx) on demand. That import's chunks are preloaded from index.html
// as a static import's would be, so that they load while the page's HTML is read, not once the entry has run.
import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './chunkClosure.js';

type OutputChunk = Rollup.OutputChunk;

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
        const bundle = ctx.bundle!;
        const chunkAt = (file: string) => {
          const found = bundle[file];
          return found?.type === 'chunk' ? { file: found.fileName, imports: found.imports } : undefined;
        };
        const files = [...staticClosure(chunk.fileName, chunkAt)].filter((file) => !present.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

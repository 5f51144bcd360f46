// A build's modules (`.vite/modules.json`): per chunk, the minified size of each module it holds, gzipped alone. The
// bench reads it to name the largest modules of the initial load (tests/bench/initialBundle.ts).
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export type BundleModules = Record<string, { module: string; bytes: number; gzip: number }[]>;

/** …/node_modules/@mui/material/esm/Button/Button.js → @mui/material (the innermost package); an own file stays its path from the repository. */
export function moduleName(id: string, root: string): string {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return inPackage ? inPackage[1] : id.replace(`${root}/`, '').replace(/\?.*$/, '');
}

export function bundleModules(root: string): Plugin {
  return {
    name: 'bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BundleModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = Object.entries(chunk.modules)
          .filter(([, m]) => m.code)
          .map(([id, m]) => ({ module: moduleName(id, root), bytes: m.renderedLength, gzip: zlib.gzipSync(m.code!).length }));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

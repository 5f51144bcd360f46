// The console's initial JavaScript: the entry and the chunks index.html preloads, gzipped, and the modules that weigh
// most in it (from the build's .vite/modules.json, scripts/bundleModules.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BundleModules } from '../../scripts/bundleModules.js';
import { staticClosure } from '../../scripts/chunkClosure.js';

export const INITIAL_TARGET_KB = 350;
/** What the console loads once logged in (src/App.tsx imports it on demand). */
export const SHELL_SRC = 'src/routing/SiteRoutes.tsx';

export interface InitialBundle {
  kb: number;
  chunks: number;
  /** Modules (a package, or an own file) by their gzipped size alone, largest first. */
  largest: { module: string; kb: number }[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The login page's load (`index.html`'s entry and preloads) or, given `lazySrc` (a source file the entry imports on
 * demand, e.g. src/routing/SiteRoutes.tsx), that and the chunks it loads before it runs: a logged-in user's shell.
 */
export function initialBundle(dir = 'dist/console', lazySrc?: string): InitialBundle | undefined {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const html = fs.readFileSync(index, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (lazySrc) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    if (!manifest[lazySrc]) throw new Error(`${lazySrc} is not a chunk of the build`);
    const chunkAt = (key: string) => manifest[key] && { file: manifest[key].file, imports: manifest[key].imports ?? [] };
    for (const file of staticClosure(lazySrc, chunkAt)) if (!files.includes(file)) files.push(file);
  }
  const kb = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length, 0) / 1024;
  const modulesFile = path.join(dir, '.vite', 'modules.json');
  const byModule = new Map<string, number>();
  if (fs.existsSync(modulesFile)) {
    const chunks = JSON.parse(fs.readFileSync(modulesFile, 'utf8')) as BundleModules;
    for (const f of files) for (const m of chunks[f] ?? []) byModule.set(m.module, (byModule.get(m.module) ?? 0) + m.gzip);
  }
  const largest = [...byModule.entries()].sort((a, b) => b[1] - a[1]).map(([module, bytes]) => ({ module, kb: bytes / 1024 }));
  return { kb, chunks: files.length, largest };
}

// `npx tsx tests/bench/initialBundle.ts [n]`: the figure and the n largest modules of the last build.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const lazySrc of [undefined, SHELL_SRC]) {
    const found = initialBundle('dist/console', lazySrc);
    if (!found) throw new Error('No build: run `npx vite build --manifest` first');
    console.log(`${lazySrc ? 'Shell' : 'Login page'}: ${found.kb.toFixed(1)} kB gzip in ${found.chunks} files (target ≤ ${INITIAL_TARGET_KB} kB)`);
    for (const m of found.largest.slice(0, Number(process.argv[2] ?? 25))) console.log(`${m.kb.toFixed(1).padStart(7)} kB  ${m.module}`);
  }
}

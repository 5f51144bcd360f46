import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { buildDefines, readBuildInfo } from './scripts/buildInfo.js';
import { bundleModules } from './scripts/bundleModules.js';
import { preloadEntryCode } from './scripts/preloadEntryCode.js';
import { compressedCopies } from './scripts/compressedCopies.js';

export default defineConfig({
  // bundleModules: what each chunk holds, for the bench's initial-load figure (tests/bench/initialBundle.ts).
  plugins: [
    react(),
    bundleModules(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
    // The console's code, imported on demand by the entry (src/main.tsx), loads with the page.
    preloadEntryCode('src/mountConsole.tsx'),
    compressedCopies(),
  ],
  // Tag, commit and date of this build, for the environment popup (Alt+E).
  define: buildDefines(readBuildInfo(fileURLToPath(new URL('.', import.meta.url)))),
  // The manifest (.vite/, not served): which chunks a lazy screen loads, for the same figure.
  build: { outDir: 'dist/console', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) } },
});

// npm start: build the console when its sources are newer than the build, then run the server (TypeScript via tsx).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BUILT = 'dist/console/index.html';
const SOURCES = ['index.html', 'src', 'schema-adapters', 'custom-pages', 'model', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
if (!builtAt || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log('[console] Construction de la console (vite build)...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');

// npm run test:e2e: build the console, then run the browser suites (vitest + playwright-core on /usr/bin/chromium).
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1;

const built = run(['vite', 'build', '--logLevel', 'warn']);
process.exit(built || run(['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]));

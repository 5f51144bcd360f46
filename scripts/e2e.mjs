// npm run test:e2e: build the console, then run the browser suites (vitest + playwright-core on /usr/bin/chromium),
// then name every test that failed an attempt (tests/e2e/retryLog.ts), whether it passed on its retry or not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const retryLog = path.join(os.tmpdir(), `console-e2e-retries-${process.pid}.jsonl`);
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, E2E_RETRY_LOG: retryLog } }).status ?? 1;

const built = run(['vite', 'build', '--logLevel', 'warn']);
const status = built || run(['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]);

const attempts = fs.existsSync(retryLog)
  ? fs
      .readFileSync(retryLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
  : [];
fs.rmSync(retryLog, { force: true });
const byTest = new Map();
for (const attempt of attempts) byTest.set(attempt.test, [...(byTest.get(attempt.test) ?? []), attempt]);
console.log(`\nBrowser tests that failed an attempt: ${byTest.size}`);
for (const [test, failed] of byTest) {
  const tries = failed[0].tries ?? 2;
  const verdict = failed.length >= tries ? `failed ${tries > 1 ? `all ${tries} tries` : 'its only try'}` : 'passed on its retry (flaky: fix it)';
  console.log(`- ${test}: ${verdict}\n    first failure: ${failed[0].error.replace(/\n/g, '\n      ')}`);
}
process.exit(status);

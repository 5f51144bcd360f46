// Browser tests get one more try (vitest.e2e.config.ts): every failed attempt is written down here, so that
// scripts/e2e.mjs can name the tests that only passed on their second try instead of letting the retry hide them.
import fs from 'node:fs';
import { beforeEach } from 'vitest';

const log = process.env.E2E_RETRY_LOG;

/**
 * An error's first line, what Playwright was waiting for (a time-out's message names no locator) and the test's own line
 * it stopped at; a soft assertion's message says only "expected { …(1) } to deeply equal {}": its diff names what was found.
 */
function describeError(error: { message?: string; stack?: string; diff?: string }): string {
  // Playwright colours its call log.
  const message = String(error.message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n');
  const waiting = message.find((line) => line.includes('waiting for'))?.trim();
  const at = String(error.stack ?? '')
    .split('\n')
    .find((line) => /tests\/e2e\/[^/]+\.e2e\.ts:\d+/.test(line))
    ?.trim();
  return [message[0], waiting, at, error.diff].filter(Boolean).join('\n');
}

beforeEach((ctx) => {
  if (!log) return;
  ctx.onTestFailed(() => {
    const names: string[] = [];
    for (let suite = ctx.task.suite; suite?.name; suite = suite.suite) names.unshift(suite.name);
    const attempt = {
      test: `${ctx.task.file.name} › ${[...names, ctx.task.name].join(' › ')}`,
      attempt: (ctx.task.result?.retryCount ?? 0) + 1,
      tries: (typeof ctx.task.retry === 'number' ? ctx.task.retry : (ctx.task.retry?.count ?? 0)) + 1,
      error: (ctx.task.result?.errors ?? []).map(describeError).join('\n').slice(0, 1500),
    };
    fs.appendFileSync(log, `${JSON.stringify(attempt)}\n`);
  });
});

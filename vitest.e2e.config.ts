import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the real server and the built console.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    setupFiles: ['tests/e2e/retryLog.ts'],
    testTimeout: 60000,
    // expect.poll gives up after 1 s by default: a list or a save on a loaded 2-core machine takes longer (as Playwright's own waits, 15 s).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180000,
    // One more try for a browser test, as Playwright's own runner does on CI: a real browser on a loaded 2-core machine
    // sometimes misses an event; a test that fails twice still fails the run, and scripts/e2e.mjs names every test
    // that needed its retry (tests/e2e/retryLog.ts), so that none stays hidden.
    retry: 1,
    pool: 'forks',
    fileParallelism: false,
  },
});

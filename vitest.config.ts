import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests start the real server on a real PostgreSQL (tests/api/globalSetup.ts).
export default defineConfig({
  test: {
    include: ['model/**/*.test.ts', 'server/**/*.test.ts', 'schema-adapters/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'custom-pages/**/*.test.{ts,tsx}', 'tests/catalogue/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
    globalSetup: ['tests/api/globalSetup.ts'],
    testTimeout: 20000,
    hookTimeout: 120000,
    pool: 'forks',
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

// Three projects so that pure tests run without a database: `npx vitest run --project unit` takes seconds.
// api and security start the real server on a fresh embedded PostgreSQL (tests/api/globalSetup.ts), one per project.
// Their tests get a minute: on CI's 2 cores the three projects run side by side, and a server call may wait its turn.
/** What the S3 driver must do as the local one does: uploads, ranges, variants, archive and restore, exports' files, the copy. */
const API_S3_SUITES = ['tests/api/files.test.ts', 'tests/api/fileStorage.test.ts'];
const serverSuite = { globalSetup: ['tests/api/globalSetup.ts'], fileParallelism: false, testTimeout: 60000 };

export default defineConfig({
  test: {
    testTimeout: 20000,
    // A suite's beforeAll may start a server of its own: within startServer's 200 s (tests/support/startServer.ts).
    hookTimeout: 240000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          setupFiles: ['tests/support/screenTestSetup.ts'],
          // The first test of a screen file imports MUI and react-admin through the transform: a minute under CI's load.
          testTimeout: 60_000,
          include: [
            'model/**/*.test.ts',
            'server/**/*.test.ts',
            'stand-ins/**/*.test.ts',
            'schema-adapters/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'custom-pages/**/*.test.{ts,tsx}',
            'tests/catalogue/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], ...serverSuite } },
      { extends: true, test: { name: 'security', include: ['tests/security/**/*.test.ts'], ...serverSuite } },
      // The file-centric API suites again, the server's files in the S3 stand-in (one suite, both drivers): a few
      // files only, so that the second driver costs CI one server start and a minute, not a second API run.
      {
        extends: true,
        test: { name: 'api-s3', include: API_S3_SUITES, ...serverSuite, globalSetup: ['tests/api/globalSetupS3.ts'] },
      },
      // Its own PostgreSQL primary and standby, servers, workers and HAProxy (scripts/fleet/): Debian's haproxy and ffmpeg.
      {
        extends: true,
        test: { name: 'fleet', include: ['tests/fleet/**/*.test.ts'], fileParallelism: false, testTimeout: 120000, hookTimeout: 300000 },
      },
    ],
  },
});

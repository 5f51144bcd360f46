// Project api-s3 (vitest.config.ts): the file-centric API suites once more, the server's files in an S3-compatible
// store (the S3 stand-in, started here as the fleet starts it: its own server, reached by URL) instead of DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startS3StandIn } from '../../stand-ins/s3/index.js';
import { startSuiteServer } from './globalSetup.js';

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-s3-'));
  const standIn = await startS3StandIn({ dir });
  const stop = await startSuiteServer(project, {
    STORAGE_URL: `s3://console-tests?endpoint=${encodeURIComponent(standIn.url)}&region=eu-west-3`,
    AWS_ACCESS_KEY_ID: 'tests',
    AWS_SECRET_ACCESS_KEY: 'tests',
  }).catch(async (err: unknown) => {
    await standIn.close();
    throw err;
  });
  return async () => {
    await stop();
    await standIn.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

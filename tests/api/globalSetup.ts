// The API suites run against one real server: embedded PostgreSQL in a fresh data dir, demo seed, no console build, and
// a copy of the catalogue (dump schema, which the suites call, writes there and never into the source tree).
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/startServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The server's DATA_DIR (its embedded PostgreSQL and files), for the suites that run a command beside it. */
    dataDir: string;
  }
}

/** Starts the suites' server with `env` added (globalSetupS3.ts: its files in the S3 stand-in); answers its stop. */
export async function startSuiteServer(project: TestProject, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const catalogue = fs.mkdtempSync(path.join(os.tmpdir(), 'console-catalogue-'));
  fs.cpSync('catalogue', catalogue, { recursive: true });
  const server = await startServer({ CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build'), CATALOGUE_DIR: catalogue, ...env });
  project.provide('apiUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(catalogue, { recursive: true, force: true });
  };
}

export default async function setup(project: TestProject) {
  if (process.env.API_URL) {
    project.provide('apiUrl', process.env.API_URL);
    project.provide('dataDir', process.env.API_DATA_DIR ?? '');
    return;
  }
  return startSuiteServer(project);
}

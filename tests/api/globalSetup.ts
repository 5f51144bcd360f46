// The API suites run against one real server: embedded PostgreSQL in a fresh data dir, demo seed, no console build.
import path from 'node:path';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/startServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.API_URL) {
    project.provide('apiUrl', process.env.API_URL);
    return;
  }
  const server = await startServer({ CONSOLE_DIR: path.join(os.tmpdir(), 'no-console-build') });
  project.provide('apiUrl', server.url);
  return server.stop;
}

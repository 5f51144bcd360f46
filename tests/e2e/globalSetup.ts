// One real server with the built console (scripts/e2e.mjs builds it first) for the browser suites.
import type { TestProject } from 'vitest/node';
import { startServer } from '../support/startServer.js';

declare module 'vitest' {
  export interface ProvidedContext { consoleUrl: string }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('consoleUrl', server.url);
  return server.stop;
}

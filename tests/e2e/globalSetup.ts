// One real server with the built console (scripts/e2e.mjs builds it first) for the browser suites.
// The server serves a private copy of the build: a rebuild of dist/console during the run (another run, a developer)
// would otherwise swap the asset names under it, and the console would no longer load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrlOf, startServer } from '../support/startServer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    /** The console build the server serves, for a suite that starts a second server (tests/e2e/environments.e2e.ts). */
    consoleDir: string;
    /** The server's ENVIRONMENTS file ({} at first): a suite writes its peers there, read again on change. */
    environmentsFile: string;
    /** The server's database, for a suite that starts a second server on it (tests/e2e/editing-together.e2e.ts). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const built = path.resolve(process.env.CONSOLE_DIR ?? 'dist/console');
  if (!fs.existsSync(path.join(built, 'index.html'))) throw new Error(`no built console in ${built}: run npm run test:e2e (it builds first)`);
  const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-build-'));
  fs.cpSync(built, consoleDir, { recursive: true });
  const environmentsFile = path.join(consoleDir, '..', `${path.basename(consoleDir)}-environments.json`);
  fs.writeFileSync(environmentsFile, '{}');
  // A long search budget: the browser tests check what the palette finds on a busy machine, not how fast.
  const server = await startServer({ CONSOLE_DIR: consoleDir, ENVIRONMENTS: environmentsFile, SEARCH_BUDGET_MS: '3000' });
  project.provide('consoleUrl', server.url);
  project.provide('consoleDir', consoleDir);
  project.provide('environmentsFile', environmentsFile);
  project.provide('databaseUrl', databaseUrlOf(server));
  return async () => {
    await server.stop();
    fs.rmSync(consoleDir, { recursive: true, force: true });
    fs.rmSync(environmentsFile, { force: true });
  };
}

// Starts the real server (embedded PostgreSQL in a fresh data dir, demo seed) once for the API suites.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const ADMIN = { login: 'admin', password: 'admin-test-2026' };

declare module 'vitest' {
  export interface ProvidedContext { apiUrl: string }
}

const freePort = (): Promise<number> => new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});

export default async function setup(project: TestProject) {
  if (process.env.API_URL) {
    project.provide('apiUrl', process.env.API_URL);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_LOGIN: ADMIN.login, ADMIN_PASSWORD: ADMIN.password, CONSOLE_DIR: path.join(dataDir, 'no-console'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Console prête')) { clearTimeout(timer); resolve(); }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited (${code}):\n${output}`)); });
  });
  project.provide('apiUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await new Promise<void>((resolve) => { server.once('exit', () => resolve()); server.kill('SIGINT'); });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

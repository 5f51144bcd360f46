// Sessions end after their idle time, and after their absolute lifetime even when used all along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../api/client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';

let server: RunningServer;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // 2.4 s idle, 5.4 s in all.
  server = await startServer({ SESSION_IDLE_MINUTES: '0.04', SESSION_MAX_HOURS: '0.0015', SEED_DEMO: '0' });
}, 120_000);
afterAll(() => server.stop());

describe('session timeouts', () => {
  it('ends an idle session', async () => {
    const client = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    await sleep(1000);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    await sleep(3000);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session at its absolute lifetime even when it is used', async () => {
    const client = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    const started = Date.now();
    while (Date.now() - started < 4500) {
      expect((await client.get('/api/auth/me')).status).toBe(200);
      await sleep(1000);
    }
    await sleep(1500);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

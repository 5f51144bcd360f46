// DATABASE_READ_URL on a real streaming standby (issue 21 §3): with the standby's replay paused, the reads that
// tolerate lag (statistics, list counts past the first page) show its older state to a session that has not written,
// while the session that just wrote reads its write from the primary, whichever server it reaches; once the lag passes
// DATABASE_READ_MAX_LAG_SECONDS every read goes to the primary; replay resumed, the standby serves again.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client.js';
import { ADMIN, startServer, type RunningServer } from '../support/startServer.js';
import { startStandby, type Standby } from '../support/standby.js';
import { testClient } from '../support/pgConnections.js';

const MAX_LAG_SECONDS = 6;
const SITE = `replique-${Date.now()}`;
let primaryServer: RunningServer;
let server: RunningServer;
let standby: Standby;
let primary: pg.Client;
let type: string;

const databaseUrlOf = (dataDir: string) => `postgres://postgres:console-local@127.0.0.1:${readPort(dataDir)}/console`;
const readPort = (dataDir: string) =>
  fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // No demo: its volume and encodes would only slow the starts.
  primaryServer = await startServer({ SEED_DEMO: '0' }, { startTimeoutMs: 240_000 });
  const databaseUrl = databaseUrlOf(primaryServer.dataDir);
  primary = testClient(databaseUrl);
  await primary.connect();
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, primaryServer.url);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site de la réplique' })).status).toBe(201);
  type = `Lecture${Date.now()}`;
  const created = await admin.post('/api/global/data/schema', {
    _id: type,
    label: 'Lectures',
    singular: 'Lecture',
    section: 'contents',
    storedInInstanceDatabase: true,
    hasAssociatedDBCollection: true,
    propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const label of ['Une', 'Deux', 'Trois']) expect((await admin.post(`/api/${SITE}/data/${type}`, { label })).status).toBe(201);
  standby = await startStandby(databaseUrl, primaryServer.dataDir);
  server = await startServer(
    { DATABASE_URL: databaseUrl, DATABASE_READ_URL: standby.url, DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS), SEED_DEMO: '0' },
    { startTimeoutMs: 240_000 },
  );
}, 600_000);
afterAll(async () => {
  await standby?.admin.query('SELECT pg_wal_replay_resume()').catch(() => {});
  await server?.stop();
  await standby?.stop();
  await primary?.end();
  await primaryServer?.stop();
});

/** The total of a list read past its first page. */
const countPastFirstPage = async (client: ApiClient) => {
  const res = await client.get(`/api/${SITE}/data/${type}?offset=1&limit=1&withCount=true`);
  expect(res.status).toBe(200);
  return res.body.count as number;
};
const playedVideos = async (client: ApiClient) => {
  const res = await client.get(`/api/${SITE}/statistics/play?offset=0&limit=1`);
  expect(res.status).toBe(200);
  return res.body.count as number;
};

describe('the read replica', () => {
  it('serves the lag-tolerant reads of sessions that did not write, never the writer’s next read', async () => {
    const reader = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    const writer = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    // The standby caught up (a read both sides agree on), then its replay stopped.
    for (let i = 0; i < 50 && (await countPastFirstPage(reader)) !== 3; i++) await sleep(200);
    const videosBefore = await playedVideos(reader);
    await standby.admin.query('SELECT pg_wal_replay_pause()');

    expect((await writer.post(`/api/${SITE}/data/${type}`, { label: 'Quatre' })).status).toBe(201);
    await primary.query(`INSERT INTO stats_play_totals (site_id, entity_id, mode, user_status, plays) VALUES ($1, $2, 0, 0, 1)`, [
      SITE,
      `replica-${Date.now()}`,
    ]);
    // The writer reads its write; the reader the standby's older state (the primary has both).
    expect(await countPastFirstPage(writer)).toBe(4);
    expect(await playedVideos(writer)).toBe(videosBefore + 1);
    expect(await countPastFirstPage(reader)).toBe(3);
    expect(await playedVideos(reader)).toBe(videosBefore);
    // The first page's list is never the standby's: the new record is there for the reader too.
    const firstPage = await reader.get(`/api/${SITE}/data/${type}?limit=10`);
    expect(firstPage.body.data.map((r: { label: string }) => r.label)).toContain('Quatre');
    // Its connections are the standby's, under their own name.
    const { rows } = await standby.admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'console-read'`);
    expect(rows[0].n).toBeGreaterThan(0);

    // Past the tolerated lag, the reader is sent to the primary.
    await sleep((MAX_LAG_SECONDS + 1) * 1000);
    expect(await countPastFirstPage(reader)).toBe(4);
    expect(await playedVideos(reader)).toBe(videosBefore + 1);

    // Replay resumed, the standby catches up and serves the reader again: paused anew, it keeps a row the primary deleted.
    await standby.admin.query('SELECT pg_wal_replay_resume()');
    await sleep(2000);
    await standby.admin.query('SELECT pg_wal_replay_pause()');
    await primary.query('DELETE FROM stats_play_totals WHERE site_id = $1', [SITE]);
    expect(await playedVideos(reader)).toBe(videosBefore + 1);
    await standby.admin.query('SELECT pg_wal_replay_resume()');
  }, 60_000);

  it('sees a primary commit on the standby well within the tolerated lag (the figure of docs/operations.md)', async () => {
    await standby.admin.query('SELECT pg_wal_replay_resume()');
    await primary.query('CREATE TABLE IF NOT EXISTS replica_probe (n int)');
    const delays: number[] = [];
    for (let n = 1; n <= 20; n++) {
      await primary.query('INSERT INTO replica_probe VALUES ($1)', [n]);
      const committed = performance.now();
      for (let tries = 0; tries < 10_000; tries++) {
        const { rows } = await standby.admin.query('SELECT coalesce(max(n), 0) AS n FROM replica_probe').catch(() => ({ rows: [{ n: 0 }] }));
        if (rows[0].n >= n) break;
        await sleep(1);
      }
      delays.push(performance.now() - committed);
    }
    delays.sort((x, y) => x - y);
    console.log(`standby: commit visible after p50 ${delays[10].toFixed(1)} ms, max ${delays[19].toFixed(1)} ms (20 commits)`);
    expect(delays[19]).toBeLessThan(MAX_LAG_SECONDS * 1000);
  }, 60_000);
});

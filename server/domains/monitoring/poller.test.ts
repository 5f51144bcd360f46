import { describe, expect, it, vi } from 'vitest';
import type { HistoryServerPoint, MonitoringSnapshot } from '../../../model/monitoring/index.js';
import { MonitoringPoller, type PollerDeps } from './poller.js';
import type { VideoServerRecord } from './storage.js';

const STATUS = { alertLevel: 1, online: true, cpuLoad: 10, memoryLoad: 20, swapLoad: 0, outRate: 5, connections: 3, newConnections: 1 };
const server = (id: string, baseUrl = `http://127.0.0.1/${id}`): VideoServerRecord => ({ id, name: id, baseUrl, bandwidth: 10, weight: 1 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function harness(records: VideoServerRecord[], overrides: Partial<PollerDeps> = {}) {
  const reads: string[] = [];
  const saved: { ts: Date; servers: HistoryServerPoint[] }[] = [];
  const poller = new MonitoringPoller({
    servers: async () => records,
    read: async (url) => {
      reads.push(url);
      return url.endsWith('down') ? { ok: false, reason: 'Connexion refusée' } : { ok: true, status: STATUS };
    },
    saveHistory: async (ts, servers) => void saved.push({ ts, servers }),
    onError: (err) => {
      throw err;
    },
    intervalMs: 20,
    idleMs: 100,
    ...overrides,
  });
  return { poller, reads, saved };
}

describe('MonitoringPoller', () => {
  it('polls nothing until a first watcher, then answers its first round', async () => {
    const { poller, reads } = harness([server('a'), server('down')]);
    await sleep(50);
    expect(reads).toEqual([]);
    const snapshot = await poller.watch();
    expect(snapshot.servers.map((s) => [s.id, s.online, s.reason])).toEqual([
      ['a', true, undefined],
      ['down', false, 'Connexion refusée'],
    ]);
    expect(snapshot.servers[0].status).toEqual(STATUS);
    poller.stop();
  });

  it('shares one round per interval between watchers and stops once the last has left', async () => {
    const { poller, reads, saved } = harness([server('a')]);
    for (let i = 0; i < 10; i++) {
      await Promise.all([poller.watch(), poller.watch(), poller.watch()]);
      await sleep(10);
    }
    // 10 × 3 watcher calls over ~100 ms: about one read per 20 ms, not one per call.
    expect(reads.length).toBeLessThan(12);
    expect(saved.at(-1)!.servers).toEqual([{ id: 'a', connections: 3, newConnections: 1 }]);
    await sleep(200);
    expect(poller.polling).toBe(false);
    const after = reads.length;
    await sleep(100);
    expect(reads.length).toBe(after);
    poller.stop();
  });

  it('keeps no offline server in the history', async () => {
    const { poller, saved } = harness([server('down')]);
    await poller.watch();
    expect(saved).toEqual([]);
    poller.stop();
  });

  it('tags the servers whose figures come from a stand-in: one this process runs (even unreachable), or one that says so', async () => {
    const records = [server('ici', 'http://127.0.0.1:4100/'), server('ici-down', 'http://127.0.0.1:4200/down'), server('vrai'), server('simu')];
    const { poller } = harness(records, {
      standIns: ['http://127.0.0.1:4100', 'http://127.0.0.1:4200/down'],
      read: async (url) =>
        url.endsWith('down') ? { ok: false, reason: 'Connexion refusée' } : { ok: true, status: { ...STATUS, standIn: url.endsWith('simu') } },
    });
    const snapshot = await poller.watch();
    expect(snapshot.servers.map((s) => [s.id, s.standIn])).toEqual([
      ['ici', true],
      ['ici-down', true],
      ['vrai', false],
      ['simu', true],
    ]);
    poller.stop();
  });

  it('polls only while it holds the fleet lease, else answers the holder’s shared round, and lets the lease go when left', async () => {
    let leader = false;
    const shared: { round?: MonitoringSnapshot; released: number } = { released: 0 };
    const fleet = {
      lead: async () => leader,
      release: async () => void shared.released++,
      share: async (snapshot: MonitoringSnapshot) => void (shared.round = snapshot),
      shared: async () => shared.round,
    };
    const { poller, reads } = harness([server('a')], { fleet, idleMs: 1000 });
    const other = { ts: new Date(0).toISOString(), servers: [] };
    shared.round = other;
    expect(await poller.watch()).toBe(other);
    expect(reads).toEqual([]);
    leader = true;
    // Watched all along, so that a loaded machine's late timers never make it idle meanwhile (it released twice then).
    await vi.waitFor(
      async () => {
        await poller.watch();
        expect(shared.round!.servers.map((s) => s.id)).toEqual(['a']);
      },
      { timeout: 5000, interval: 10 },
    );
    expect(reads.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(poller.polling).toBe(false), { timeout: 5000, interval: 10 });
    expect(shared.released).toBe(1);
    poller.stop();
  });
});

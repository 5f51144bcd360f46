import { describe, expect, it } from 'vitest';
import type { MonitoringSnapshot } from '../../model/monitoring';
import { chartRows, mergeSeries, pointOf } from './series';

const point = (ts: string, connections: number) => ({ ts, servers: [{ id: 'a', connections, newConnections: 1 }] });
const STATUS = { alertLevel: 0, online: true, cpuLoad: 1, memoryLoad: 2, swapLoad: 0, outRate: 0, connections: 4, newConnections: 2 };

describe('monitoring series', () => {
  it('turns a live round into a point of the servers that answered', () => {
    const snapshot: MonitoringSnapshot = {
      ts: '2026-11-23T10:00:00.500Z',
      servers: [
        { id: 'a', name: 'A', baseUrl: 'http://a', bandwidth: 1, weight: 1, online: true, standIn: false, status: STATUS },
        { id: 'b', name: 'B', baseUrl: 'http://b', bandwidth: 1, weight: 1, online: false, standIn: false, reason: 'Connexion refusée' },
      ],
    };
    expect(pointOf(snapshot)).toEqual({ ts: snapshot.ts, servers: [{ id: 'a', connections: 4, newConnections: 2 }] });
    expect(pointOf({ ...snapshot, servers: [snapshot.servers[1]] })).toBeUndefined();
  });

  it('keeps one point per second, the later one, within the window', () => {
    const merged = mergeSeries(
      [point('2026-11-23T10:00:00.000Z', 1), point('2026-11-23T10:00:01.000Z', 2)],
      [point('2026-11-23T10:00:01.400Z', 3), point('2026-11-23T10:00:03.000Z', 4)],
      1 / 20,
    );
    expect(merged.map((p) => p.servers[0].connections)).toEqual([3, 4]);
  });

  it('gives chart rows keyed by server, with a break where nobody watched', () => {
    const t = (s: string) => Date.parse(`2026-11-23T10:00:${s}.000Z`);
    const series = [point('2026-11-23T10:00:00.000Z', 7), point('2026-11-23T10:00:01.000Z', 8), point('2026-11-23T10:00:30.000Z', 9)];
    expect(chartRows(series, 'connections')).toEqual([{ t: t('00'), a: 7 }, { t: t('01'), a: 8 }, { t: t('02') }, { t: t('30'), a: 9 }]);
    expect(chartRows(series, 'connections', 60)).toHaveLength(3);
  });
});

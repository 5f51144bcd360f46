import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../model/rights.js';
import type { LiveSession } from '../auth/index.js';
import { StreamSessions, type SessionStream } from './streamSessions.js';

// The streams' end across servers is tests/security/sessionStreams.test.ts; here, what one server decides per event.
const user = (rights: Partial<SessionUser['rights']>): SessionUser => ({ _id: 'u1', login: 'u1', rights, siteIds: [] });
interface Stream extends SessionStream {
  heard: string[];
}
const stream = (sessionKey: string, rights: Partial<SessionUser['rights']>): Stream => ({ sessionKey, user: user(rights), heard: [] });

function setup(sessions: Map<string, LiveSession>) {
  const ended: string[] = [];
  const lookups: string[][] = [];
  const streams = new Map<string, Stream>();
  const gate = new StreamSessions<Stream>(
    async (keys) => {
      lookups.push([...keys]);
      return new Map([...sessions].filter(([k]) => keys.includes(k)));
    },
    (id) => {
      ended.push(id);
      streams.delete(id);
    },
  );
  return { gate, streams, ended, lookups };
}
const contents = (s: Stream) => s.user.rights?.contents === true;
const hear = (what: string) => (s: Stream) => s.heard.push(what);

afterEach(() => vi.useRealTimers());

describe('a stream lives no longer than its session', () => {
  it('reads the sessions again before each event: an ended one is closed and hears nothing, the others hear it', async () => {
    const sessions = new Map([['live', { user: user({ contents: true }), remainingMs: 60_000 }]]);
    const { gate, streams, ended, lookups } = setup(sessions);
    streams.set('a', stream('live', { contents: true }));
    streams.set('b', stream('gone', { contents: true }));
    streams.set('c', stream('live', { products: true }));
    await gate.deliver(streams, contents, hear('presence'));
    expect(lookups).toEqual([['live', 'gone']]);
    expect(ended).toEqual(['b']);
    expect([...streams.values()].map((s) => s.heard)).toEqual([['presence'], []]);
  });

  it('sends nothing of a type whose right the user lost, and the rest still', async () => {
    const sessions = new Map([['s', { user: user({ products: true }), remainingMs: 60_000 }]]);
    const { gate, streams, ended } = setup(sessions);
    const s = stream('s', { contents: true, products: true });
    streams.set('a', s);
    await gate.deliver(streams, contents, hear('presence'));
    await gate.deliver(streams, (x) => x.user.rights?.products === true, hear('job'));
    expect(s.heard).toEqual(['job']);
    expect(s.user.rights).toEqual({ products: true });
    expect(ended).toEqual([]);
  });

  it('sends in the order asked, and nothing while the sessions cannot be read', async () => {
    let failing = true;
    const s = stream('s', {});
    const streams = new Map([['a', s]]);
    const gate = new StreamSessions<Stream>(
      async () => {
        if (failing) throw new Error('base injoignable');
        return new Map([['s', { user: s.user, remainingMs: 1 }]]);
      },
      () => {},
    );
    await gate.deliver(streams, () => true, hear('1'));
    failing = false;
    await Promise.all([gate.deliver(streams, () => true, hear('2')), gate.deliver(streams, () => true, hear('3'))]);
    expect(s.heard).toEqual(['2', '3']);
  });

  it("closes a stream when its session's time is up, read again then (used meanwhile, it lives on)", async () => {
    vi.useFakeTimers();
    const sessions = new Map([['s', { user: user({}), remainingMs: 1_000 }]]);
    const { gate, ended, lookups } = setup(sessions);
    await gate.watch('a', 's');
    sessions.set('s', { user: user({}), remainingMs: 2_000 });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(ended).toEqual([]);
    sessions.delete('s');
    await vi.advanceTimersByTimeAsync(2_100);
    expect(ended).toEqual(['a']);
    expect(lookups).toHaveLength(3);
    gate.watch('b', 'ended');
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual(['a', 'b']);
  });

  it('stops watching a stream that closed', async () => {
    vi.useFakeTimers();
    const { gate, ended } = setup(new Map([['s', { user: user({}), remainingMs: 1_000 }]]));
    await gate.watch('a', 's');
    gate.forget('a');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ended).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

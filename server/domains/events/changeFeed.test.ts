import { describe, expect, it } from 'vitest';
import { admitStream, STREAM_LIMITS } from './changeFeed.js';

// The streams themselves are counted in PostgreSQL (tests/api/sharedDatabase.test.ts runs them across two servers).
const streams = (n: number, sessionKey: string, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `${sessionKey}-${from + i}`, sessionKey }));

describe('live-event stream caps', () => {
  it("makes room by closing a session's oldest stream beyond its cap", () => {
    expect(admitStream(streams(STREAM_LIMITS.perSession - 1, 's1'), 's1')).toEqual({ ok: true });
    expect(admitStream([...streams(2, 's2'), ...streams(STREAM_LIMITS.perSession, 's1')], 's1')).toEqual({ ok: true, evict: 's1-0' });
  });

  it('refuses a user beyond their cap, whatever the session', () => {
    const live = Array.from({ length: STREAM_LIMITS.perUser / 4 }, (_, i) => streams(4, `s${i}`)).flat();
    expect(admitStream(live, 'another')).toEqual({ ok: false });
    expect(admitStream(live.slice(1), 'another')).toEqual({ ok: true });
  });
});

import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ChangeFeed, STREAM_LIMITS, type Subscriber } from './changeFeed.js';
import { SchemaRegistry } from './schemaRegistry.js';
import { SiteDirectory } from './siteDirectory.js';

// Subscribing touches no database: the feed's pool is only used by start() and changed().
const feed = () => new ChangeFeed({} as pg.Pool, new SchemaRegistry(), new SiteDirectory());
const stream = (userId: string, sessionKey = userId, superAdmin = false): Subscriber & { closed: boolean } => {
  const s = {
    sessionKey,
    userId,
    superAdmin,
    canSeeJob: () => false,
    closed: false,
    send: () => {},
    close: () => {
      s.closed = true;
    },
  };
  return s;
};

describe('live-event stream caps', () => {
  it('keeps a stream for a super administrator when every other slot is taken, and refuses anyone else', () => {
    const f = feed();
    for (let i = 0; i < STREAM_LIMITS.total; i++) expect(f.subscribe(stream(`u${i}`)).ok).toBe(true);
    expect(f.subscribe(stream('another'))).toEqual({ ok: false, reason: 'total' });
    expect(f.subscribe(stream('root', 'root', true)).ok).toBe(true);
  });

  it("closes a session's oldest stream beyond its cap, and refuses a user beyond theirs", () => {
    const f = feed();
    const first = stream('u', 's1');
    f.subscribe(first);
    for (let i = 1; i < STREAM_LIMITS.perSession; i++) f.subscribe(stream('u', 's1'));
    expect(f.subscribe(stream('u', 's1')).ok).toBe(true);
    expect(first.closed).toBe(true);
    for (let i = STREAM_LIMITS.perSession; i < STREAM_LIMITS.perUser; i++) expect(f.subscribe(stream('u', `s${i}`)).ok).toBe(true);
    expect(f.subscribe(stream('u', 'other-session'))).toEqual({ ok: false, reason: 'user' });
  });
});

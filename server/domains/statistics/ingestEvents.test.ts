import { describe, expect, it } from 'vitest';
import { checkEvents } from './ingestEvents';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('ingested events, each checked on its own', () => {
  it('keeps the good plays, normalised, and reports the bad ones by index', () => {
    const res = checkEvents(
      'play',
      [
        { entityId: 'v1', mode: 'pl_trailer', userStatus: 'freemium', userId: 'u1', playTime: 12.5, percent: 40, ts: 1795000000 },
        { entityId: 'v1', mode: 'full', userStatus: 'vip', anonymousId: 'a', playTime: 1, percent: 1 },
        null,
      ],
      NOW,
    );
    expect(res.events).toEqual([
      { entityId: 'v1', mode: 3, userStatus: 1, userKey: 'u:u1', playTime: 12.5, percent: 40, ts: new Date(1795000000 * 1000) },
    ]);
    expect(res.rejected).toEqual([
      { index: 1, message: '« userStatus » doit valoir anonymous, freemium, premium' },
      { index: 2, message: "L'événement doit être un objet" },
    ]);
  });

  it('maps a view page and kind to a mode, with defaults, and dates views now when they have none', () => {
    const res = checkEvents('view', [{ page: 'playlist', entity: 'v2' }], NOW);
    expect(res.events).toEqual([{ entityId: 'v2', mode: 2, userStatus: 0, ts: NOW }]);
  });

  it('refuses dates in the future or older than 400 days, and unreadable ones', () => {
    const bet = (ts: unknown) => checkEvents('bet', [{ tournament: 't', participant: 'p', ts }], NOW).rejected.map((r) => r.message);
    expect(bet(NOW.getTime() / 1000 + 7200)).toEqual(['« ts » est dans le futur']);
    expect(bet('2025-01-01T00:00:00Z')).toEqual(['« ts » a plus de 400 jours']);
    expect(bet('hier')).toEqual(['« ts » doit être une date (secondes ou millisecondes depuis 1970, ou ISO 8601)']);
    expect(bet('2026-11-23T11:00:00+01:00')).toEqual([]);
  });

  it('reads a browser clock in milliseconds as well as seconds', () => {
    const at = (ts: number) => checkEvents('bet', [{ tournament: 't', participant: 'p', ts }], NOW).events.map((e) => e.ts.toISOString());
    expect(at(NOW.getTime() - 60_000)).toEqual(['2026-11-23T11:59:00.000Z']);
    expect(at(NOW.getTime() / 1000 - 60)).toEqual(['2026-11-23T11:59:00.000Z']);
  });
});

// A site of its own for the statistics tests, with a known set of events and records whose every figure is worked
// out by hand in statistics.test.ts. Dates are chosen on Europe/Paris boundaries: the night of the change to summer
// time (29 March 2026, 02:00 → 03:00), a Sunday/Monday, the end of March.
import { expect } from 'vitest';
import type { ApiClient } from './client.js';

const ts = (iso: string) => Date.parse(iso) / 1000;

export const PLAYS = [
  // 28 March 23:30 in Paris (winter time, UTC+1).
  { entityId: 'vid-a', mode: 'full', userStatus: 'anonymous', anonymousId: 'x1', playTime: 60, percent: 50, ts: ts('2026-03-28T22:30:00Z') },
  // 29 March 00:30 in Paris, the night clocks go forward.
  { entityId: 'vid-a', mode: 'full', userStatus: 'premium', userId: 'u1', playTime: 120, percent: 100, ts: ts('2026-03-28T23:30:00Z') },
  // Monday 30 March 00:30 in Paris (summer time, UTC+2): a new day and a new week.
  { entityId: 'vid-a', mode: 'trailer', userStatus: 'premium', userId: 'u1', playTime: 30, percent: 100, ts: '2026-03-29T22:30:00Z' },
  // 31 March 23:59 and 1 April 00:00 in Paris: either side of a month.
  { entityId: 'vid-a', mode: 'pl_full', userStatus: 'freemium', userId: 'u2', playTime: 90, percent: 75, ts: ts('2026-03-31T21:59:00Z') },
  { entityId: 'vid-a', mode: 'pl_full', userStatus: 'freemium', userId: 'u2', playTime: 90, percent: 75, ts: ts('2026-03-31T22:00:00Z') },
  { entityId: 'vid-b', mode: 'full', userStatus: 'anonymous', anonymousId: 'x1', playTime: 10, percent: 10, ts: ts('2026-04-01T10:00:00Z') },
];

export const VIEWS = [
  { page: 'content', entity: 'vid-a', ts: ts('2026-03-28T12:00:00Z') },
  { page: 'content', entity: 'vid-a', kind: 'full', userStatus: 'anonymous', ts: ts('2026-03-28T13:00:00Z') },
  { page: 'playlist', entity: 'vid-a', kind: 'trailer', userStatus: 'premium', ts: ts('2026-03-30T08:00:00Z') },
  { page: 'content', entity: 'tc-1', ts: ts('2026-03-29T10:00:00Z') },
];

/**
 * Sales periods: the selected one starts at T0 (15 days ago) and lasts 30 days, the previous one ends at T0. Payments
 * without a date are dated by the server when recorded (the selected period); an imported one carries its own date
 * (createTs, given at creation) in the previous period.
 */
/** Users imported with their creation date, either side of Paris boundaries (see PLAYS). */
export const IMPORTED_USERS = {
  // 29 March 00:30 in Paris, the night clocks go forward.
  'u-old-1': '2026-03-28T23:30:00Z',
  // Monday 30 March 00:30 in Paris (summer time).
  'u-old-2': '2026-03-29T22:30:00Z',
  // 1 April 00:00 in Paris.
  'u-old-3': '2026-03-31T22:00:00Z',
};

export const T0 = Math.floor(Date.now() / 1000) - 15 * 86400;
const DAY = 86400;
const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });

async function create(client: ApiClient, siteId: string, type: string, record: Record<string, unknown>): Promise<void> {
  const res = await client.post(`/api/${siteId}/data/${type}`, record);
  expect(res.status, `${type} ${JSON.stringify(res.body)}`).toBe(201);
}

export async function createRecords(admin: ApiClient, siteId: string): Promise<void> {
  // Users created now, dated by the server; imported ones carry their own date (createTs, given at creation).
  for (const id of ['u1', 'u2', 'u3']) await create(admin, siteId, 'User', { _id: id, login: `${id}@example.com` });
  for (const [id, at] of Object.entries(IMPORTED_USERS))
    await create(admin, siteId, 'User', { _id: id, login: `${id}@example.com`, createTs: ts(at) });
  for (const id of ['sf-test', 'sf-other']) await create(admin, siteId, 'SubscriptionFormula', { _id: id, label: id, price: 10 });
  const purchase = (id: string, formula: string, doc: Record<string, unknown>) =>
    create(admin, siteId, 'Purchase', { _id: id, status: 'ok', product: ref('SubscriptionFormula', formula), userId: ref('User', 'u1'), ...doc });
  await purchase('pur-3', 'sf-test', { beginTs: T0 + 6 * DAY, endTs: T0 + 10 * DAY, dontRenew: true });
  await purchase('pur-0', 'sf-test', {
    beginTs: T0 - 20 * DAY,
    endTs: T0 + 6 * DAY,
    subInfo: { renewedTs: T0 + 5 * DAY, renewedPurchaseId: ref('Purchase', 'pur-3') },
  });
  await purchase('pur-1', 'sf-test', { beginTs: T0 + DAY, endTs: T0 + 31 * DAY });
  await purchase('pur-2', 'sf-other', { beginTs: T0 + 2 * DAY, endTs: T0 + 40 * DAY, isGift: true });
  // A ticket for an event: a sale, not a subscription.
  await create(admin, siteId, 'Event', { _id: 'ev-1', label: 'Conférence', eventTs: T0 + 20 * DAY });
  await create(admin, siteId, 'Purchase', {
    _id: 'pur-ev',
    status: 'ok',
    product: ref('Event', 'ev-1'),
    userId: ref('User', 'u2'),
    beginTs: T0 + 3 * DAY,
  });
  const payment = (id: string, status: string, price: number, purchases: string[], refund = 0, doc: Record<string, unknown> = {}) =>
    create(admin, siteId, 'Payment', {
      _id: id,
      status,
      price,
      refund,
      userId: ref('User', 'u1'),
      purchases: purchases.map((p) => ref('Purchase', p)),
      ...doc,
    });
  await payment('pay-0', 'succeeded', 10, ['pur-0']);
  await payment('pay-1', 'succeeded', 10, ['pur-1']);
  await payment('pay-2', 'succeeded', 50, ['pur-2']);
  await payment('pay-3', 'refunded', 10, ['pur-3'], 10);
  await payment('pay-4', 'failed', 99, ['pur-1']);
  // Imported: paid ten days before the selected period.
  await payment('pay-old', 'succeeded', 25, ['pur-0'], 0, { createTs: T0 - 10 * DAY });
  // A tournament that started two days ago and ends in ten (its chart stops tomorrow), one that ended long ago.
  const now = Math.floor(Date.now() / 1000);
  await create(admin, siteId, 'Tournament', { _id: 'tour-t', label: 'Tournoi de test', startTs: now - 2 * DAY, endTs: now + 10 * DAY });
  await create(admin, siteId, 'Tournament', {
    _id: 'tour-old',
    label: 'Tournoi passé',
    startTs: ts('2026-03-09T23:00:00Z'),
    endTs: ts('2026-03-12T12:00:00Z'),
  });
  const participant = (id: string, userId: string, doc: Record<string, unknown>) =>
    create(admin, siteId, 'Participant', { _id: id, tournament: ref('Tournament', 'tour-t'), user: ref('User', userId), ...doc });
  await participant('p1', 'u1', { score: 10, rank: 1, betsCount: 2 });
  await participant('p2', 'u2', { score: 5, rank: 2, betsCount: 1 });
  await participant('p3', 'u3', { betsCount: 0 });
  // Imported into the past tournament: 10 March 00:30 in Paris.
  await create(admin, siteId, 'Participant', {
    _id: 'p-old',
    tournament: ref('Tournament', 'tour-old'),
    user: ref('User', 'u-old-1'),
    createTs: ts('2026-03-09T23:30:00Z'),
  });
}

/** Two bets a day ago, one a minute ago. */
export const betsAt = (now: number) => [
  { tournament: 'tour-t', participant: 'p1', ts: now - DAY },
  { tournament: 'tour-t', participant: 'p1', ts: now - DAY + 60 },
  { tournament: 'tour-t', participant: 'p2', ts: now - 60 },
];

const PARIS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Paris date of epoch seconds. */
export const parisDay = (epoch: number) => PARIS.format(new Date(epoch * 1000));

/** Until the rollup job has folded in every ingested event of the site. */
export async function rolledUp(admin: ApiClient, siteId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await admin.get(`/api/${siteId}/statistics/status`);
    if (res.body.pendingEvents === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('rollup did not happen');
}

// Statistics from raw events (issue 12): a known set of events and records on a site of its own, and every figure of
// every screen checked exactly; bad events and keys refused with nothing written; the data section's right.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith, waitForJob } from './client.js';
import { betsAt, createRecords, parisDay, PLAYS, rolledUp, T0, VIEWS } from './statisticsFixture.js';

const SITE = `stats-${Date.now()}`;
const OTHER = `stats-other-${Date.now()}`;
const NOW = Math.floor(Date.now() / 1000);
const BETS = betsAt(NOW);
const DAY = 86400;
let admin: ApiClient;
let key: string;
/** The Paris day the records were created on (the server's clock; the same as ours to a few seconds). */
let today: string;
/** `k`: the site's key by default, null for none. */
const ingest = (kind: string, events: unknown[], k: string | null = key) =>
  new ApiClient(admin.base).post(`/api/${SITE}/ingest/${kind}`, { events }, k ? { 'x-ingest-key': k, origin: 'https://site-public.example' } : {});
const play = (query = '') => admin.get(`/api/${SITE}/statistics/play?offset=0&limit=10${query}`);
const views = (query: string) => admin.get(`/api/${SITE}/statistics/views?${query}`);
const byBucket = (points: { bucket: string }[]) => Object.fromEntries(points.map(({ bucket, ...rest }) => [bucket, rest]));
const zero = { playCount: 0, viewCount: 0 };

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  for (const id of [SITE, OTHER]) expect((await admin.post('/api/global/data/Site', { _id: id, label: id })).status).toBe(201);
  const created = await admin.post('/api/global/ingest-keys', { siteId: SITE, label: 'Site public de test' });
  expect(created.status).toBe(201);
  key = created.body.key;
  await createRecords(admin, SITE);
  today = parisDay(Math.floor(Date.now() / 1000));
  expect((await ingest('play', PLAYS)).body).toEqual({ accepted: 6, rejected: [] });
  expect((await ingest('view', VIEWS)).body).toEqual({ accepted: 4, rejected: [] });
  expect((await ingest('bet', BETS)).body).toEqual({ accepted: 3, rejected: [] });
  await rolledUp(admin, SITE);
});

describe('play statistics (GET /api/{site}/statistics/play)', () => {
  it('answers each video with plays, views, distinct users and averages, most played first', async () => {
    const res = await play();
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data).toEqual([
      {
        key: { entityId: 'vid-a', mode: 'full,trailer,pl_full,pl_trailer', userStatus: 'anonymous,freemium,premium' },
        entity: { _id: 'vid-a', _cls: 'Video', label: null },
        count: 5,
        views: 3,
        distinctUsers: 3,
        avgTime: 78,
        avgPercent: 80,
        total: { count: 5, views: 3 },
      },
      expect.objectContaining({
        entity: expect.objectContaining({ _id: 'vid-b' }),
        count: 1,
        views: 0,
        distinctUsers: 1,
        avgTime: 10,
        avgPercent: 10,
      }),
    ]);
  });

  it('counts only the toggled statuses, pages and kinds, users once across them, the total column unchanged', async () => {
    const premium = (await play('&userStatus=premium')).body.data[0];
    expect(premium).toMatchObject({ count: 2, views: 1, distinctUsers: 1, avgTime: 75, avgPercent: 100, total: { count: 5, views: 3 } });
    expect((await play('&kind=trailer')).body.data[0]).toMatchObject({ count: 1, views: 1, distinctUsers: 1, avgTime: 30 });
    const content = (await play('&userStatus=anonymous,premium&page=content')).body.data[0];
    expect(content).toMatchObject({ count: 3, views: 2, distinctUsers: 2, avgTime: 70, avgPercent: 83.33 });
    const none = (await play('&userStatus=')).body;
    expect(none.data.map((r: { count: number; distinctUsers: number }) => [r.count, r.distinctUsers])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('pages by offset and limit', async () => {
    const second = (await admin.get(`/api/${SITE}/statistics/play?offset=1&limit=1`)).body;
    expect(second.count).toBe(2);
    expect(second.data.map((r: { key: { entityId: string } }) => r.key.entityId)).toEqual(['vid-b']);
  });

  it('downloads a range of the most played videos as CSV', async () => {
    const res = await fetch(`${admin.base}/admin/${SITE}/custom-exports/play?offset=0&limit=10`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('stats-lecture_');
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Rang;Vidéo;Titre;Lectures;Vues;Utilisateurs;Temps moyen (s);Pourcentage moyen',
      '1;vid-a;;5;3;3;78;80',
      '2;vid-b;;1;0;1;10;10',
    ]);
  });
});

describe('view statistics (GET /api/{site}/statistics/views)', () => {
  it('buckets by Paris day across the change to summer time', async () => {
    const res = await views('start=2026-03-28&end=2026-04-01&period=day');
    expect(res.status).toBe(200);
    expect(byBucket(res.body.points)).toEqual({
      '2026-03-28': { full: { playCount: 1, viewCount: 2 }, trailer: zero, pl_full: zero, pl_trailer: zero, minutes: 1 },
      '2026-03-29': { full: { playCount: 1, viewCount: 1 }, trailer: zero, pl_full: zero, pl_trailer: zero, minutes: 2 },
      '2026-03-30': { full: zero, trailer: { playCount: 1, viewCount: 0 }, pl_full: zero, pl_trailer: { playCount: 0, viewCount: 1 }, minutes: 0.5 },
      '2026-03-31': { full: zero, trailer: zero, pl_full: { playCount: 1, viewCount: 0 }, pl_trailer: zero, minutes: 1.5 },
      '2026-04-01': { full: { playCount: 1, viewCount: 0 }, trailer: zero, pl_full: { playCount: 1, viewCount: 0 }, pl_trailer: zero, minutes: 1.67 },
    });
    expect(res.body.totals).toEqual({
      full: { playCount: 3, viewCount: 3 },
      trailer: { playCount: 1, viewCount: 0 },
      pl_full: { playCount: 2, viewCount: 0 },
      pl_trailer: { playCount: 0, viewCount: 1 },
      minutes: 6.67,
    });
    // The spec's Statistics (000 §3): each mode's counts over the range, and the minutes played as an array (per bucket).
    const { full, trailer, pl_full, pl_trailer, minutes } = res.body;
    expect({ full, trailer, pl_full, pl_trailer }).toEqual({
      full: { playCount: 3, viewCount: 3 },
      trailer: { playCount: 1, viewCount: 0 },
      pl_full: { playCount: 2, viewCount: 0 },
      pl_trailer: { playCount: 0, viewCount: 1 },
    });
    expect(minutes).toEqual([1, 2, 0.5, 1.5, 1.67]);
  });

  it('buckets by week (from Monday) and by month, in Paris time', async () => {
    const weeks = byBucket((await views('start=2026-03-28&end=2026-04-01&period=week')).body.points);
    expect(Object.keys(weeks)).toEqual(['2026-03-23', '2026-03-30']);
    expect(weeks['2026-03-23']).toMatchObject({ full: { playCount: 2, viewCount: 3 }, trailer: zero, pl_full: zero });
    expect(weeks['2026-03-30']).toMatchObject({
      full: { playCount: 1, viewCount: 0 },
      trailer: { playCount: 1, viewCount: 0 },
      pl_full: { playCount: 2, viewCount: 0 },
    });
    const months = byBucket((await views('start=2026-03-01&end=2026-04-30&period=month')).body.points);
    expect(months['2026-03-01']).toMatchObject({
      full: { playCount: 2, viewCount: 3 },
      trailer: { playCount: 1, viewCount: 0 },
      pl_full: { playCount: 1, viewCount: 0 },
    });
    expect(months['2026-04-01']).toMatchObject({ full: { playCount: 1, viewCount: 0 }, pl_full: { playCount: 1, viewCount: 0 }, pl_trailer: zero });
  });

  it('narrows to one content, and answers empty buckets as zeros', async () => {
    const res = await views('start=2026-03-29&end=2026-03-29&period=day&entityId=tc-1');
    expect(res.body.points).toEqual([
      { bucket: '2026-03-29', full: { playCount: 0, viewCount: 1 }, trailer: zero, pl_full: zero, pl_trailer: zero, minutes: 0 },
    ]);
    const empty = await views('start=2025-12-01&end=2025-12-03&period=day');
    expect(empty.body.points.map((p: { full: unknown }) => p.full)).toEqual([zero, zero, zero]);
  });

  it('refuses a reversed or malformed range in French', async () => {
    const reversed = await views('start=2026-04-01&end=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('La date de début ne peut pas dépasser la date de fin');
    expect((await views('start=2026-02-30&end=2026-03-01')).status).toBe(400);
  });
});

describe('sales statistics', () => {
  const range = `startTs=${T0}&endTs=${T0 + 30 * 86400}`;
  const lines = (body: { lines: { key: string; startDateValue: number; endDateValue: number }[] }) =>
    Object.fromEntries(body.lines.map((l) => [l.key, [l.startDateValue, l.endDateValue]]));

  it('sums up the previous period (left) and the selected one (right) from the payments and purchases', async () => {
    const res = await admin.get(`/api/${SITE}/statistics/sales/summary?${range}`);
    expect(res.status).toBe(200);
    expect(res.body.previous).toEqual({ startTs: T0 - 30 * 86400, endTs: T0 });
    expect(res.body.lines[0].label).toBe('Nombre de ventes');
    expect(lines(res.body)).toEqual({
      sales: [1, 4],
      revenue: [25, 70],
      newSubscriptions: [1, 1],
      renewals: [0, 1],
      cancellations: [0, 1],
      gifts: [0, 1],
    });
  });

  it('dates a payment by its own createTs, given at creation and read-only after; else by when it was recorded', async () => {
    const old = await admin.get(`/api/${SITE}/data/Payment/pay-old`);
    expect(old.body.createTs).toBe(T0 - 10 * DAY);
    const stamped = (await admin.get(`/api/${SITE}/data/Payment/pay-1`)).body.createTs;
    expect(Math.abs(stamped - NOW)).toBeLessThan(600);
    const moved = await admin.put(`/api/${SITE}/data/Payment/pay-old`, { createTs: T0 });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ createTs: 'Modifiable seulement à la création' });
  });

  it('narrows every line to one formula, its id quoted', async () => {
    const res = await admin.get(`/api/${SITE}/statistics/sales/per-formula?${range}&formulaId=${encodeURIComponent('"sf-test"')}`);
    expect(res.status).toBe(200);
    expect(lines(res.body)).toEqual({
      sales: [1, 3],
      revenue: [25, 20],
      newSubscriptions: [1, 1],
      renewals: [0, 1],
      cancellations: [0, 1],
      gifts: [0, 0],
    });
    expect((await admin.get(`/api/${SITE}/statistics/sales/per-formula?${range}&formulaId=%22inconnue%22`)).status).toBe(404);
  });

  it('charts subscription renewals and user creations per period', async () => {
    const [before, renewed] = [parisDay(T0 + 4 * DAY), parisDay(T0 + 5 * DAY)];
    const renewals = await admin.get(`/api/${SITE}/statistics/timeline?usage=subscription_renewals&period=day&start=${before}&end=${renewed}`);
    expect(renewals.body.points).toEqual([
      { bucket: before, value: 0 },
      { bucket: renewed, value: 1 },
    ]);
    const yesterday = parisDay(NOW - DAY);
    const users = await admin.get(`/api/${SITE}/statistics/timeline?usage=user_creation&period=day&start=${yesterday}&end=${today}`);
    expect(users.body.points).toEqual([
      { bucket: yesterday, value: 0 },
      { bucket: today, value: 3 },
    ]);
    // The usages also go by the names of their scheduled job kinds (spec 000 §3).
    const byKind = await admin.get(`/api/${SITE}/statistics/timeline?usage=USER_CREATION&period=day&start=${yesterday}&end=${today}`);
    expect(byKind.body).toEqual({ usage: 'user_creation', period: 'day', points: users.body.points });
    const monthly = await admin.get(`/api/${SITE}/statistics/timeline?usage=user_creation&period=month&start=${today}&end=${today}`);
    expect(monthly.body.points).toEqual([{ bucket: `${today.slice(0, 8)}01`, value: 3 }]);
    // The scheduled USER_CREATION job counts the days before today; today stays read from the records: no double count.
    // Imported users, by their own dates in Paris time: a day, a week and a month boundary, the change to summer time.
    const imported = async (period: string) =>
      (await admin.get(`/api/${SITE}/statistics/timeline?usage=user_creation&period=${period}&start=2026-03-28&end=2026-04-01`)).body.points;
    const importedDays = await imported('day');
    expect(importedDays).toEqual([
      { bucket: '2026-03-28', value: 0 },
      { bucket: '2026-03-29', value: 1 },
      { bucket: '2026-03-30', value: 1 },
      { bucket: '2026-03-31', value: 0 },
      { bucket: '2026-04-01', value: 1 },
    ]);
    expect(await imported('week')).toEqual([
      { bucket: '2026-03-23', value: 1 },
      { bucket: '2026-03-30', value: 2 },
    ]);
    expect(await imported('month')).toEqual([
      { bucket: '2026-03-01', value: 2 },
      { bucket: '2026-04-01', value: 1 },
    ]);
    const job = await admin.post(`/api/${SITE}/jobs/USER_CREATION`, { params: {} });
    expect(job.status, JSON.stringify(job.body)).toBeLessThan(300);
    expect((await waitForJob(admin, job.body.id)).state).toBe('done');
    const again = await admin.get(`/api/${SITE}/statistics/timeline?usage=user_creation&period=day&start=${yesterday}&end=${today}`);
    expect(again.body.points).toEqual(users.body.points);
    expect(await imported('day')).toEqual(importedDays);
  });
});

describe('tournament statistics', () => {
  it('charts bets and participants a day at a time from a week before the start to tomorrow, with the top 20', async () => {
    const res = await admin.get(`/api/${SITE}/statistics/tournaments/tour-t`);
    expect(res.status).toBe(200);
    const tomorrow = parisDay(NOW + DAY);
    expect(res.body.from).toBe(parisDay(NOW - 9 * DAY));
    expect(res.body.to).toBe(tomorrow);
    const series = (name: string) => Object.fromEntries(res.body[name].map((p: { date: string; value: number }) => [p.date, p.value]));
    expect(res.body.betsTimeSeries).toHaveLength(11);
    const nonZero = (name: string) => Object.entries(series(name)).filter(([, v]) => v);
    const betDays = [parisDay(NOW - DAY), parisDay(NOW - DAY + 60), parisDay(NOW - 60)];
    expect(Object.fromEntries(nonZero('betsTimeSeries'))).toEqual(
      betDays.reduce((acc, d) => ({ ...acc, [d]: (acc[d] ?? 0) + 1 }), {} as Record<string, number>),
    );
    expect(nonZero('createdParticipantCountTimeSeries')).toEqual([[today, 3]]);
    expect(series('participantCountTimeSeries')).toMatchObject({ [parisDay(NOW - 9 * DAY)]: 0, [parisDay(NOW - DAY)]: 0, [today]: 3, [tomorrow]: 3 });
    expect(res.body.top20Rankings).toEqual([
      { userId: 'u1', login: 'u1@example.com', score: 10, rank: 1 },
      { userId: 'u2', login: 'u2@example.com', score: 5, rank: 2 },
    ]);
    const old = (await admin.get(`/api/${SITE}/statistics/tournaments/tour-old`)).body;
    expect([old.from, old.to, old.betsTimeSeries.length, old.top20Rankings]).toEqual(['2026-03-03', '2026-03-12', 10, []]);
    // Its participant imported with its date (10 March 00:30 in Paris) counts that day, and from then on.
    const oldSeries = (name: string) => old[name].map((p: { value: number }) => p.value);
    expect(oldSeries('createdParticipantCountTimeSeries')).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(oldSeries('participantCountTimeSeries')).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect((await admin.get(`/api/${SITE}/statistics/tournaments/inconnu`)).status).toBe(404);
  });

  it('downloads the participants, or only those who registered without betting', async () => {
    const csv = async (query: string) => {
      const res = await fetch(`${admin.base}/admin/${SITE}/tournaments/tour-t/participants-csv${query}`, { headers: { cookie: admin.cookie } });
      expect(res.status).toBe(200);
      return (await res.text())
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/);
    };
    // The registration day as the other CSVs write days: DD/MM/YYYY.
    const day = today.split('-').reverse().join('/');
    expect(await csv('')).toEqual([
      'Participant;Utilisateur;Identifiant;Score;Rang;Nombre de paris;Inscription',
      `p1;u1;u1@example.com;10;1;2;${day}`,
      `p2;u2;u2@example.com;5;2;1;${day}`,
      `p3;u3;u3@example.com;;;0;${day}`,
    ]);
    expect((await csv('?createdOnly=true')).slice(1)).toEqual([`p3;u3;u3@example.com;;;0;${day}`]);
  });
});

describe('ingestion refusals', () => {
  const before = async () => [(await play()).body, (await admin.get(`/api/${SITE}/statistics/tournaments/tour-t`)).body.betsTimeSeries];

  it('refuses a missing, unknown, revoked or other site key, and writes nothing', async () => {
    const snapshot = await before();
    const other = (await admin.post('/api/global/ingest-keys', { siteId: OTHER, label: 'Autre' })).body;
    const revoked = (await admin.post('/api/global/ingest-keys', { siteId: SITE, label: 'Révoquée' })).body;
    expect((await admin.post(`/api/global/ingest-keys/${revoked.id}/revoke`)).body.revokedAt).toBeTruthy();
    for (const k of [null, 'ing_inconnue', revoked.key, other.key]) {
      const res = await ingest('play', PLAYS, k);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Clé d'ingestion absente, inconnue ou révoquée");
    }
    expect((await ingest('bet', BETS, other.key)).status).toBe(401);
    expect((await admin.get(`/api/${SITE}/statistics/status`)).body.pendingEvents).toBe(0);
    expect(await before()).toEqual(snapshot);
  });

  it('reports bad events by index and keeps none of them', async () => {
    const snapshot = await before();
    const bad = [
      { ...PLAYS[0], mode: 'replay' },
      { ...PLAYS[0], percent: 140 },
      { ...PLAYS[0], anonymousId: undefined },
      { ...PLAYS[0], ts: Date.now() / 1000 + 86400 },
      { ...PLAYS[0], ts: Date.now() / 1000 - 500 * 86400 },
      'texte',
    ];
    const res = await ingest('play', bad);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(0);
    expect(res.body.rejected.map((r: { index: number }) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(res.body.rejected[0].message).toBe('« mode » doit valoir full, trailer, pl_full, pl_trailer');
    expect((await ingest('bet', [{ tournament: 'tour-t' }])).body.rejected).toEqual([{ index: 0, message: '« participant » est obligatoire' }]);
    expect((await admin.get(`/api/${SITE}/statistics/status`)).body.pendingEvents).toBe(0);
    expect(await before()).toEqual(snapshot);
  });

  it('refuses batches over 1,000 events and oversized bodies', async () => {
    const many = await ingest(
      'view',
      Array.from({ length: 1001 }, () => VIEWS[0]),
    );
    expect(many.status).toBe(400);
    const huge = await new ApiClient(admin.base).requestTooLarge(
      'POST',
      `/api/${SITE}/ingest/view`,
      JSON.stringify({ events: [{ ...VIEWS[0], entity: 'x'.repeat(600_000) }] }),
      {
        'x-ingest-key': key,
        origin: 'https://site-public.example',
      },
    );
    expect(huge.status).toBe(413);
  });
});

describe('ingestion of a bare batch', () => {
  it('takes the events as the body itself as well as under « events »', async () => {
    const res = await new ApiClient(admin.base).post(`/api/${SITE}/ingest/view`, [{ page: 'content', entity: 'vid-z', ts: '2026-02-10T12:00:00Z' }], {
      'x-ingest-key': key,
    });
    expect(res.body).toEqual({ accepted: 1, rejected: [] });
    await rolledUp(admin, SITE);
    expect((await views('start=2026-02-10&end=2026-02-10&period=day&entityId=vid-z')).body.full).toEqual({ playCount: 0, viewCount: 1 });
  });
});

describe('rights', () => {
  it('needs the data section right on a permitted site, a session for downloads, a super administrator for keys', async () => {
    const contents = await userWith(admin, { rights: { contents: true } });
    expect((await contents.get(`/api/${SITE}/statistics/play`)).status).toBe(403);
    expect((await contents.get(`/api/${SITE}/statistics/sales/summary?startTs=1&endTs=2`)).status).toBe(403);
    const csv = await fetch(`${admin.base}/admin/${SITE}/custom-exports/play?offset=0&limit=10`, { headers: { cookie: contents.cookie } });
    expect(csv.status).toBe(403);
    const elsewhere = await userWith(admin, { rights: { hasDataSectionAccess: true }, siteIds: [OTHER] });
    expect((await elsewhere.get(`/api/${SITE}/statistics/tournaments/tour-t`)).status).toBe(403);
    expect((await elsewhere.get(`/api/${OTHER}/statistics/play`)).status).toBe(200);
    expect((await elsewhere.get('/api/global/ingest-keys')).status).toBe(403);
    expect((await elsewhere.post('/api/global/ingest-keys', { siteId: OTHER, label: 'x' })).status).toBe(403);
    expect((await new ApiClient(admin.base).get(`/api/${SITE}/statistics/play`)).status).toBe(401);
    expect((await fetch(`${admin.base}/admin/${SITE}/tournaments/tour-t/participants-csv`)).status).toBe(401);
  });
});

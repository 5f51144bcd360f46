// Statistics at scale (issue 12 §3): the play statistics page and the sales summary over 10,000,000 play events and
// 1,000,000 purchases (p95 ≤ 100 ms each), and ingestion throughput (≥ 20,000 events/s). A database of its own: the
// demo seed at DEMO_VOLUME 1 (500,000 plays a site), 9,500,000 more plays in demo-prod with the demo generator,
// 1,000,000 purchases and their payments over two years, then the real server process.
// BENCH_STATS_PLAYS, BENCH_STATS_PURCHASES, BENCH_SAMPLES shrink it; BENCH_STATS_DIR keeps the filled database there for
// the next run, which then only measures. `npx tsx tests/bench/statistics.ts` runs it alone.
import { insertPlays } from '../../server/domains/demo/storage/statistics.js';
import { rebuildRollups } from '../../server/domains/statistics/storage/rollups.js';
import { inTransaction, type createPool } from '../../server/storage/db.js';
import { asBulkLoad } from '../../server/storage/bulkLoad.js';
import { startBenchDatabase, startBenchServer, timeRequests } from './sampling.js';

const PLAYS = Number(process.env.BENCH_STATS_PLAYS ?? 10_000_000);
const PURCHASES = Number(process.env.BENCH_STATS_PURCHASES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const SITE = 'demo-prod';
/** Ingestion: batches of 1,000 events, this many in flight, for this long. */
const INGEST_CONCURRENCY = 4;
const INGEST_SECONDS = 15;

export interface StatisticsBench {
  plays: number;
  purchases: number;
  play: { p50: number; p95: number };
  sales: { p50: number; p95: number };
  ingest: { events: number; seconds: number; perSecond: number };
}

const timed = (fn: (i: number) => Promise<Response>) => timeRequests(SAMPLES, fn);

/** Purchases over two years (a third of them renewals of the one before, a tenth gifts) and their payments. */
export async function fillSales(pool: ReturnType<typeof createPool>, count: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await inTransaction(pool, (db) =>
    asBulkLoad(db, [SITE], async () => {
      for (let start = 1; start <= count; start += 100_000) {
        const end = Math.min(count, start + 99_999);
        await db.query(
          `INSERT INTO documents (site_id, cls, id, doc, created_at, updated_at)
        SELECT $1, 'Purchase', 'bench-pur-' || g, jsonb_strip_nulls(jsonb_build_object('status', 'ok',
            'product', jsonb_build_object('_id', CASE WHEN g % 3 = 0 THEN 'sf-annuel' ELSE 'sf-mensuel' END, '_cls', 'SubscriptionFormula', '_isRef', true),
            'userId', jsonb_build_object('_id', 'user-camille', '_cls', 'User', '_isRef', true), 'beginTs', b, 'endTs', b + 30 * 86400,
            'dontRenew', g % 7 = 0, 'isGift', g % 10 = 0, 'price', 9.99,
            'subInfo', CASE WHEN g % 3 = 1 THEN jsonb_build_object('renewedTs', b + 29 * 86400,
              'renewedPurchaseId', jsonb_build_object('_id', 'bench-pur-' || (g + 1), '_cls', 'Purchase', '_isRef', true)) END)),
          to_timestamp(b), to_timestamp(b)
        FROM generate_series($2::int, $3::int) g CROSS JOIN LATERAL (SELECT $4::bigint - (g::bigint * 63072000 / $5) AS b) t`,
          [SITE, start, end, now, count],
        );
        await db.query(
          `INSERT INTO documents (site_id, cls, id, doc, created_at, updated_at)
        SELECT $1, 'Payment', 'bench-pay-' || g, jsonb_build_object('status', CASE WHEN g % 50 = 0 THEN 'refunded' ELSE 'succeeded' END,
            'createTs', b, 'price', 9.99, 'refund', CASE WHEN g % 50 = 0 THEN 9.99 ELSE 0 END,
            'userId', jsonb_build_object('_id', 'user-camille', '_cls', 'User', '_isRef', true),
            'purchases', jsonb_build_array(jsonb_build_object('_id', 'bench-pur-' || g, '_cls', 'Purchase', '_isRef', true))),
          to_timestamp(b), to_timestamp(b)
        FROM generate_series($2::int, $3::int) g CROSS JOIN LATERAL (SELECT $4::bigint - (g::bigint * 63072000 / $5) AS b) t`,
          [SITE, start, end, now, count],
        );
      }
    }),
  );
  await pool.query('ANALYZE documents');
}

/** 10,000,000 plays in all (the demo's and the generator's), their rollups, and the purchases. */
async function fill(pool: ReturnType<typeof createPool>): Promise<void> {
  const seeded = Number((await pool.query('SELECT count(*) AS n FROM stats_play_events WHERE site_id = $1', [SITE])).rows[0].n);
  console.log(`Statistiques : ${(PLAYS - seeded).toLocaleString('fr-FR')} lectures de plus, ${PURCHASES.toLocaleString('fr-FR')} achats...`);
  const db = await pool.connect();
  await db.query('SET statement_timeout = 0');
  for (let left = PLAYS - seeded; left > 0; left -= 1_000_000) {
    await insertPlays(db, { siteId: SITE, words: {}, now: Math.floor(Date.now() / 1000), counts: {}, searchFields: {} }, Math.min(left, 1_000_000));
  }
  if (PLAYS > seeded) await rebuildRollups(db, SITE);
  await db.query('ANALYZE');
  db.release();
  await fillSales(pool, PURCHASES);
}

export async function runStatisticsBench(): Promise<StatisticsBench> {
  const database = await startBenchDatabase('stats', 1, process.env.BENCH_STATS_DIR);
  const { pool } = database;
  if (database.fresh) await fill(pool);
  database.filled();
  // Every run starts with no sales day kept: the warm-up requests compute them, as a first visit would.
  await pool.query('DELETE FROM stats_sales_days');
  const server = await startBenchServer({ DATABASE_URL: database.url });
  try {
    const { base, cookie } = server;
    const get = (p: string) => fetch(`${base}${p}`, { headers: { cookie } });
    const toggles = ['', '&userStatus=premium', '&page=playlist&kind=full', '&userStatus=anonymous,freemium&kind=trailer'];
    const play = await timed((i) => get(`/api/${SITE}/statistics/play?offset=${(i % 15) * 10}&limit=10${toggles[i % toggles.length]}`));
    const now = Math.floor(Date.now() / 1000);
    const sales = await timed((i) =>
      get(`/api/${SITE}/statistics/sales/summary?startTs=${now - 30 * 86400 - (i % 20) * 86400}&endTs=${now - (i % 20) * 86400}`),
    );

    // Ingestion: keys of their own (one per sender, each under the per-key rate limit).
    const keys: string[] = [];
    for (let i = 0; i < INGEST_CONCURRENCY; i++) {
      const res = await fetch(`${base}/api/global/ingest-keys`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ siteId: SITE, label: `banc ${i}` }),
      });
      keys.push(((await res.json()) as { key: string }).key);
    }
    const batch = (k: number) =>
      JSON.stringify({
        events: Array.from({ length: 1000 }, (_, j) => ({
          entityId: `gen-vid-${String(1 + ((k * 7 + j) % 150)).padStart(5, '0')}`,
          mode: ['full', 'trailer', 'pl_full', 'pl_trailer'][j % 4],
          userStatus: ['anonymous', 'freemium', 'premium'][j % 3],
          anonymousId: `banc-${k}-${j % 97}`,
          playTime: 30 + (j % 600),
          percent: j % 101,
        })),
      });
    let events = 0;
    const started = performance.now();
    const deadline = started + INGEST_SECONDS * 1000;
    await Promise.all(
      keys.map(async (key, k) => {
        for (let n = 0; performance.now() < deadline; n++) {
          const res = await fetch(`${base}/api/${SITE}/ingest/play`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-ingest-key': key },
            body: batch(k * 1000 + n),
          });
          const body = (await res.json()) as { accepted: number };
          if (res.status !== 200) throw new Error(`ingestion: HTTP ${res.status} ${JSON.stringify(body)}`);
          events += body.accepted;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { plays: PLAYS, purchases: PURCHASES, play, sales, ingest: { events, seconds, perSecond: events / seconds } };
  } finally {
    await server.stop();
    await database.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStatisticsBench().then((r) => console.log(JSON.stringify(r, null, 2)));
}

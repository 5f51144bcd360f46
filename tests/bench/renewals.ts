// Renewals of 10,000 due purchases against the Stripe stand-in (issue 10 §5): the renewal run of the
// SUBSCRIPTIONS_RENEWALS job (server/domains/commerce/renewals/run.ts) driven in this process on a real server's
// database, each purchase charged through the official SDK over HTTP. Measures the run's time and this process's memory.
import { createStripe } from '../../server/integrations/stripe/client.js';
import { PaymentProvider } from '../../server/integrations/stripe/index.js';
import { readConfig } from '../../server/config.js';
import { runRenewals } from '../../server/domains/commerce/renewals/run.js';
import { DomainWriter } from '../../server/services/domainWriter.js';
import { SchemaRegistry } from '../../server/services/schemaRegistry.js';
import { createPool, inTransaction } from '../../server/storage/db.js';
import { asBulkLoad } from '../../server/storage/bulkLoad.js';
import { readEmbeddedUrl } from '../../server/storage/embeddedPostgres.js';
import { startStripeStandIn } from '../../stand-ins/stripe/index.js';
import { startServer } from '../support/startServer.js';

export const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 10_000);
const SITE = 'bench-renewals';

export interface RenewalBench {
  purchases: number;
  seconds: number;
  perSecond: number;
  renewed: number;
  failed: number;
  /** Payment intents at the stand-in: one per purchase when nothing was charged twice. */
  charges: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function runRenewalsBench(): Promise<RenewalBench> {
  const server = await startServer({ SEED_DEMO: '0' });
  const pool = createPool(readEmbeddedUrl(server.dataDir)!);
  const standIn = await startStripeStandIn();
  try {
    const now = Math.floor(Date.now() / 1000);
    // Users with a customer and a card each, one formula, and their purchases ending within the hour.
    for (let i = 1; i <= RENEWALS; i++) standIn.state.attachTestCard('pm_card_visa', standIn.state.addCustomer({ id: `cus_bench_${i}` }).id);
    // One bulk load (the totals' row triggers off, then rebuilt), without the request time limit.
    await inTransaction(pool, (db) =>
      asBulkLoad(db, [SITE], async () => {
        await db.query(`INSERT INTO documents (site_id, cls, id, doc) VALUES ($1, 'SubscriptionFormula', 'sf-bench', $2)`, [
          SITE,
          { label: 'Mensuel', price: 9.99, durationMonths: 1 },
        ]);
        await db.query(
          `INSERT INTO documents (site_id, cls, id, doc)
         SELECT $1, 'User', 'u-' || i, jsonb_build_object('login', 'lecteur' || i || '@example.com', 'stripeCustomerId', 'cus_bench_' || i)
         FROM generate_series(1, $2::int) i`,
          [SITE, RENEWALS],
        );
        await db.query(
          `INSERT INTO documents (site_id, cls, id, doc)
         SELECT $1, 'Purchase', 'p-' || i, jsonb_build_object('status', 'ok', 'product', jsonb_build_object('_id', 'sf-bench', '_cls', 'SubscriptionFormula'),
           'userId', jsonb_build_object('_id', 'u-' || i, '_cls', 'User'), 'beginTs', $3::bigint - 2592000, 'endTs', $3::bigint + 600 + i % 3000)
         FROM generate_series(1, $2::int) i`,
          [SITE, RENEWALS, now],
        );
      }),
    );
    const registry = new SchemaRegistry();
    await registry.load(pool);
    const settings = { secretKey: 'sk_test_bench', apiUrl: standIn.url, simulated: true };
    const provider = new PaymentProvider(createStripe(settings), settings);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let heapPeak = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      rssPeak = Math.max(rssPeak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
    }, 200);
    const started = performance.now();
    const result = await runRenewals(
      { pool, provider, writer: new DomainWriter(registry), graceSeconds: readConfig().renewalGraceSeconds },
      { siteIds: [SITE], until: now + 86_400, actor: { login: 'bench' } },
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      purchases: result.due,
      seconds,
      perSecond: result.due / seconds,
      renewed: result.renewed,
      failed: result.failed + result.errors,
      charges: standIn.state.objects.payment_intents.size,
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      heapPeakMb: mb(heapPeak),
    };
  } finally {
    await standIn.close();
    await pool.end();
    await server.stop();
  }
}

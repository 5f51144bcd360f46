// Stripe webhooks (issue 18 §2) against the running server: events signed with the secret the server shares with its
// local stand-in (the SDK's generateTestHeaderString) keep the Payment records and the payouts in step, once per event;
// unsigned, forged, expired, malformed or unknown-site deliveries are refused in French, change nothing and are counted;
// and the stand-in itself sends the events of a payment, a refund and a paid payout to the site's endpoint.
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { ADMIN, ApiClient, waitForJob } from './client.js';

const SITE = 'demo-dev';
const run = Date.now().toString(36);
let admin: ApiClient;
let stripe: Stripe;
let standInUrl: string;
let secret: string;

const ref = (cls: string, id: string) => ({ _id: id, _cls: cls, _isRef: true });
let events = 0;
const eventOf = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${run}_${++events}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
});
const intentOf = (id: string, status: string, metadata: Record<string, string>) => ({ id, object: 'payment_intent', amount: 1200, status, metadata });

interface Delivery {
  status: number;
  body: { received?: boolean; duplicate?: boolean; outcome?: string; error?: string; message?: string };
}

async function deliver(payload: string, headers: Record<string, string>, site = SITE): Promise<Delivery> {
  const res = await fetch(`${admin.base}/api/${site}/commerce/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

const signed = (payload: string, opts: { secret?: string; timestamp?: number } = {}) => ({
  'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? secret, timestamp: opts.timestamp }),
});

async function send(event: object, site = SITE): Promise<Delivery> {
  const payload = JSON.stringify(event);
  return deliver(payload, signed(payload), site);
}

async function payment(id: string, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post(`/api/${SITE}/data/Payment`, {
    _id: id,
    status: 'pending',
    userId: ref('User', 'user-camille'),
    price: 12,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return id;
}
const record = async (type: string, id: string) => (await admin.get(`/api/${SITE}/data/${type}/${id}`)).body;
const auditOf = async (query: string) =>
  (await admin.get(`/api/audit-log?limit=200&${query}`)).body as { count: number; data: Record<string, unknown>[] };

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: toujours ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  standInUrl = (await admin.get(`/api/${SITE}/commerce/provider`)).body.standInUrl;
  stripe = createStripe({ secretKey: 'sk_test_api', apiUrl: standInUrl, simulated: true });
  secret = (await (await fetch(`${standInUrl}/_stand-in/webhooks`)).json()).secret;
  expect(secret).toMatch(/^whsec_/);
});

describe('signed events keep the records in step', () => {
  it('a paid intent links and pays its Payment; a decline delivered late leaves it paid; refunds follow the charge', async () => {
    const id = await payment(`pay-wh-${run}-1`);
    const intent = `pi_wh_${run}_1`;
    const paid = await send(eventOf('payment_intent.succeeded', intentOf(intent, 'succeeded', { siteId: SITE, paymentId: id })));
    expect(paid).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(paid.body.outcome).toContain('pending → succeeded');
    expect(await record('Payment', id)).toMatchObject({ status: 'succeeded', intent: { id: intent, status: 'succeeded' } });

    await send(eventOf('payment_intent.payment_failed', intentOf(intent, 'requires_payment_method', { siteId: SITE, paymentId: id })));
    expect((await record('Payment', id)).status).toBe('succeeded');

    // The charge names its intent only: the record is found by its link.
    const charge = (refunded: number) => ({
      id: `ch_wh_${run}`,
      object: 'charge',
      payment_intent: intent,
      amount: 1200,
      amount_refunded: refunded,
      refunded: refunded === 1200,
    });
    await send(eventOf('charge.refunded', charge(500)));
    expect(await record('Payment', id)).toMatchObject({ status: 'succeeded', refund: 5 });
    await send(eventOf('charge.refunded', charge(1200)));
    expect(await record('Payment', id)).toMatchObject({ status: 'refunded', refund: 12 });

    const writes = await auditOf(`cls=Payment&recordId=${id}&action=update`);
    expect(writes.data.map((e) => e.login)).toEqual(['webhook Stripe', 'webhook Stripe', 'webhook Stripe']);
    expect((await auditOf(`action=stripe_webhook&siteId=${SITE}`)).data.some((e) => String(e.recordId).startsWith(`evt_${run}_`))).toBe(true);
  });

  it('a declined intent fails a pending Payment; an intent naming another site, a site not served, or no site, links nothing here', async () => {
    const id = await payment(`pay-wh-${run}-2`);
    const declined = await send(
      eventOf('payment_intent.payment_failed', intentOf(`pi_wh_${run}_2`, 'requires_payment_method', { siteId: SITE, paymentId: id })),
    );
    expect(declined.status).toBe(200);
    expect(await record('Payment', id)).toMatchObject({ status: 'failed', intent: { id: `pi_wh_${run}_2` } });
    const other = await payment(`pay-wh-${run}-3`);
    const elsewhere = await send(
      eventOf('payment_intent.succeeded', intentOf(`pi_wh_${run}_3`, 'succeeded', { siteId: 'demo-prod', paymentId: other })),
    );
    // The event is demo-prod's, wherever it arrived: that site has no such payment.
    expect(elsewhere.body.outcome).toMatch(/Aucun paiement pour l'intention/);
    const unserved = await send(
      eventOf('payment_intent.succeeded', intentOf(`pi_wh_${run}_3c`, 'succeeded', { siteId: 'ailleurs', paymentId: other })),
    );
    expect(unserved.body.outcome).toMatch(/site que ce compte ne sert pas/);
    // Record ids repeat from site to site: a paymentId without its site links nothing.
    const unsited = await send(eventOf('payment_intent.succeeded', intentOf(`pi_wh_${run}_3b`, 'succeeded', { paymentId: other })));
    expect(unsited.body.outcome).toMatch(/Aucun paiement pour l'intention/);
    expect((await record('Payment', other)).status).toBe('pending');
  });

  it('a paid payout is recorded on the site, and an event of a type not handled is acknowledged only', async () => {
    const payoutId = `po_wh_${run}`;
    const paid = await send(
      eventOf('payout.paid', { id: payoutId, object: 'payout', amount: 4321, arrival_date: 1_800_000_000, currency: 'eur', status: 'paid' }),
    );
    expect(paid.status).toBe(200);
    expect(await record('AccountingExportPayout', payoutId)).toMatchObject({ payoutId, amount: 4321, status: 'paid' });
    const other = await send(eventOf('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(other).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(other.body.outcome).toMatch(/non traité/);
  });

  it('processes an event once: the same event again is acknowledged without effect', async () => {
    const id = await payment(`pay-wh-${run}-4`);
    const event = eventOf('payment_intent.succeeded', intentOf(`pi_wh_${run}_4`, 'succeeded', { siteId: SITE, paymentId: id }));
    expect((await send(event)).body.duplicate).toBe(false);
    // Set back by hand: a second processing would pay it again.
    expect((await admin.put(`/api/${SITE}/data/Payment/${id}`, { status: 'pending' })).status).toBe(200);
    // Stripe's retry is signed afresh; the id says it is the same event.
    expect(await send(event)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect((await record('Payment', id)).status).toBe('pending');
    expect((await auditOf(`cls=Payment&recordId=${id}&action=update`)).data.filter((e) => e.login === 'webhook Stripe')).toHaveLength(1);
    expect((await auditOf(`action=stripe_webhook_duplicate&siteId=${SITE}`)).data.some((e) => e.recordId === event.id)).toBe(true);
    // The next repeats, as Stripe sends them to every site's endpoint, are answered alike, and audited once in all.
    for (const site of [SITE, 'demo-prod', SITE]) expect((await send(event, site)).body).toMatchObject({ received: true, duplicate: true });
    expect((await record('Payment', id)).status).toBe('pending');
    expect((await auditOf(`action=stripe_webhook_duplicate&recordId=${event.id}`)).data).toHaveLength(1);
  });
});

describe('an event is the account’s (issue 36 §5)', () => {
  const payoutsOf = async (payoutId: string) =>
    (
      await Promise.all(
        ['demo-dev', 'demo-prod'].map(async (site) => (await admin.get(`/api/${site}/data/AccountingExportPayout/${payoutId}`)).status),
      )
    ).filter((s) => s === 200).length;

  it('takes effect once for the account, whichever sites’ endpoints it reaches, on the site it belongs to', async () => {
    const payoutId = `po_compte_${run}`;
    const event = eventOf('payout.paid', {
      id: payoutId,
      object: 'payout',
      amount: 100,
      arrival_date: 1_800_000_000,
      currency: 'eur',
      status: 'paid',
    });
    expect(await send(event, 'demo-dev')).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await send(event, 'demo-prod')).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await payoutsOf(payoutId)).toBe(1);

    // A payment of demo-prod reaches demo-dev's endpoint first: it is paid all the same, once.
    const id = `pay-compte-${run}`;
    const user = (await admin.get('/api/demo-prod/data/User?limit=1')).body.data[0]._id;
    const created = await admin.post('/api/demo-prod/data/Payment', { _id: id, status: 'pending', price: 5, userId: ref('User', user) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = eventOf('payment_intent.succeeded', intentOf(`pi_compte_${run}`, 'succeeded', { siteId: 'demo-prod', paymentId: id }));
    expect((await send(paid, 'demo-dev')).body.outcome).toMatch(/demo-prod.*pending → succeeded/);
    expect((await send(paid, 'demo-prod')).body.duplicate).toBe(true);
    expect((await admin.get(`/api/demo-prod/data/Payment/${id}`)).body.status).toBe('succeeded');
  });

  it('refuses an event of another account, or of the other mode than the key’s, and changes nothing', async () => {
    const own = (await stripe.accounts.retrieveCurrent()).id;
    expect(own).toMatch(/^acct_/);
    const payout = (suffix: string) => ({ id: `po_${suffix}_${run}`, object: 'payout', amount: 1, arrival_date: 1_800_000_000, status: 'paid' });
    const other = await send({ ...eventOf('payout.paid', payout('autre')), account: 'acct_1AutreCompte', livemode: false });
    expect(other).toMatchObject({ status: 400, body: { error: 'WRONG_ACCOUNT', message: expect.stringMatching(/autre compte Stripe/) } });
    const live = await send({ ...eventOf('payout.paid', payout('reel')), livemode: true });
    expect(live).toMatchObject({ status: 400, body: { error: 'WRONG_MODE', message: expect.stringMatching(/clé de test/) } });
    expect(await payoutsOf(payout('autre').id)).toBe(0);
    expect(await payoutsOf(payout('reel').id)).toBe(0);
    // Its own account named (a connected account's way of saying it) is accepted.
    expect((await send({ ...eventOf('payout.paid', payout('propre')), account: own })).status).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses unsigned, forged, altered, expired, malformed and unknown-site deliveries in French, changes nothing, audits within bounds', async () => {
    const id = await payment(`pay-wh-${run}-5`);
    const payload = JSON.stringify(eventOf('payment_intent.succeeded', intentOf(`pi_wh_${run}_5`, 'succeeded', { siteId: SITE, paymentId: id })));
    const before = (await auditOf('action=stripe_webhook_refused')).count;
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, () => Promise<Delivery>, number, string, RegExp][] = [
      ['sans signature', () => deliver(payload, {}), 400, 'SIGNATURE_MISSING', /Signature Stripe absente/],
      [
        'signée d’un autre secret',
        () => deliver(payload, signed(payload, { secret: 'whsec_contrefait' })),
        400,
        'SIGNATURE_INVALID',
        /Signature Stripe invalide/,
      ],
      ['corps modifié', () => deliver(payload.replace('succeeded', 'succeeded '), signed(payload)), 400, 'SIGNATURE_INVALID', /invalide/],
      ['en-tête illisible', () => deliver(payload, { 'stripe-signature': 'n-importe-quoi' }), 400, 'SIGNATURE_INVALID', /invalide/],
      [
        'rejouée hors tolérance',
        () => deliver(payload, signed(payload, { timestamp: now - 301 })),
        400,
        'SIGNATURE_EXPIRED',
        /plus de 300 secondes : rejeu refusé/,
      ],
      ['site inconnu', () => deliver(payload, signed(payload), 'site-inconnu'), 404, 'NOT_FOUND', /Site inconnu/],
      ['JSON mal formé', () => deliver('{"id": "evt_', signed('{"id": "evt_')), 400, 'BAD_JSON', /Corps JSON invalide/],
      ['pas un événement', () => deliver('[1,2]', signed('[1,2]')), 400, 'BAD_EVENT', /Événement Stripe mal formé/],
      [
        'corps trop gros',
        () => new ApiClient(admin.base).requestTooLarge('POST', `/api/${SITE}/commerce/stripe/webhook`, `{"x":"${'a'.repeat(300_000)}"}`),
        413,
        'TOO_LARGE',
        /trop volumineuse/,
      ],
      ['corps vide', () => deliver('', {}), 400, 'SIGNATURE_MISSING', /Signature Stripe absente/],
      ['corps vide signé', () => deliver('', signed('')), 400, 'SIGNATURE_INVALID', /invalide/],
      ['null signé', () => deliver('null', signed('null')), 400, 'BAD_EVENT', /mal formé/],
    ];
    for (const [name, attempt, status, error, message] of cases) {
      const res = await attempt();
      expect(res.status, name).toBe(status);
      expect(res.body, name).toMatchObject({ error });
      expect(res.body.message, name).toMatch(message);
    }
    const url = `${admin.base}/api/${SITE}/commerce/stripe/webhook`;
    const text = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain', ...signed(payload) }, body: payload });
    expect(text.status).toBe(415);
    expect((await text.json()).message).toMatch(/JSON/);
    const untyped = await fetch(url, { method: 'POST', headers: signed(payload), body: new TextEncoder().encode(payload) });
    expect(untyped.status).toBe(415);
    expect((await record('Payment', id)).status).toBe('pending');
    // Counted per address, not kept one by one (issue 36 §6): at most the address's first refusal of the window.
    const refused = await auditOf('action=stripe_webhook_refused');
    expect(refused.count - before).toBeLessThanOrEqual(1);
    if (refused.count > before) expect(refused.data[0].detail).toMatchObject({ error: 'SIGNATURE_MISSING', failures: 1 });
    // Within the tolerance the same signed body is accepted: the refusals above were for what they said.
    expect((await deliver(payload, signed(payload, { timestamp: now - 200 }))).status).toBe(200);
  });
});

describe('the stand-in sends its events', () => {
  it('to each site’s endpoint: a payment, a refund and a paid payout reach the Payment record and the accounting view', async () => {
    const endpoints = await until(
      'endpoint du site',
      async () => (await (await fetch(`${standInUrl}/_stand-in/webhooks`)).json()).endpoints as { url: string }[],
      (list) => list.some((e) => e.url.endsWith(`/api/${SITE}/commerce/stripe/webhook`)),
    );
    expect(endpoints.find((e) => e.url.endsWith(`/api/${SITE}/commerce/stripe/webhook`))).toMatchObject({ status: 'enabled' });

    const filter = encodeURIComponent(JSON.stringify({ stripeCustomerId: { $exists: true } }));
    const user = (await admin.get(`/api/${SITE}/data/User?adminFilter=${filter}&sortBy=_id&limit=1`)).body.data[0];
    const id = await payment(`pay-wh-${run}-e2e`, { userId: ref('User', user._id) });
    const intent = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'eur',
      customer: user.stripeCustomerId,
      payment_method: (await stripe.paymentMethods.list({ customer: user.stripeCustomerId, type: 'card' })).data[0].id,
      confirm: true,
      metadata: { siteId: SITE, paymentId: id },
    });
    await until(
      'paiement',
      () => record('Payment', id),
      (p) => p.status === 'succeeded',
    );
    expect((await record('Payment', id)).intent).toEqual({ id: intent.id, status: 'succeeded' });

    await stripe.refunds.create({ payment_intent: intent.id, amount: 300 });
    await until(
      'remboursement',
      () => record('Payment', id),
      (p) => p.refund === 3,
    );

    const payout = await stripe.payouts.create({ currency: 'eur' } as Stripe.PayoutCreateParams);
    const listed = async () =>
      ((await admin.get(`/api/${SITE}/accounting/payouts`)).body.data as { id: string; status: string }[]).find((p) => p.id === payout.id);
    expect(await listed()).toMatchObject({ status: 'in_transit' });
    // Exported while in transit: the export's date stays when the webhook brings the payout to paid.
    const started = await admin.post(`/api/${SITE}/accounting/payouts/${payout.id}/export`);
    expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
    const { exportedTs } = (await listed()) as { exportedTs?: number };
    expect(exportedTs).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    const paid = await fetch(`${standInUrl}/_stand-in/payouts/${payout.id}/paid`, { method: 'POST' });
    expect(paid.status).toBe(200);
    const kept = await until(
      'virement',
      () => record('AccountingExportPayout', payout.id),
      (r) => r.status === 'paid',
    );
    expect(kept).toMatchObject({ payoutId: payout.id, amount: payout.amount, exportedTs, fileName: expect.stringMatching(/^export_comptable_/) });
    expect(await listed()).toMatchObject({ status: 'paid', statusLabel: 'Payé', exportedTs });
    expect(await record('Payment', id)).toMatchObject({ status: 'succeeded', refund: 3 });
  });

  it('to a site created since the start too', async () => {
    const site = `wh-${run}`;
    expect((await admin.post('/api/global/data/Site', { _id: site, label: 'Webhooks (tests)' })).status).toBe(201);
    await until(
      'endpoint du nouveau site',
      async () => (await (await fetch(`${standInUrl}/_stand-in/webhooks`)).json()).endpoints as { url: string }[],
      (list) => list.some((e) => e.url.endsWith(`/api/${site}/commerce/stripe/webhook`)),
    );
  });
});

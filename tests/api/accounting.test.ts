// Accounting reconciliation (spec 000 §2 Exports; issue 11 §2) against the payment provider's stand-in: the payouts
// in euros with their French status, and a payout holding a refund and a charge with its fee, reconciled with the
// site's payments, flagged where they differ, recorded so that a second export says so.
import { parse } from 'csv-parse/sync';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { ADMIN, ApiClient, userWith, waitForJob } from './client.js';

const SITE = 'demo-prod';
let admin: ApiClient;
let stripe: Stripe;

const HEADER = [
  'Date',
  'Type',
  'Transaction',
  'Paiement (prestataire)',
  'Paiement',
  'Achats',
  'Utilisateur',
  'Brut (€)',
  'Frais (€)',
  'Remboursements (€)',
  'Net (€)',
  'Contrôle',
];

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  const provider = (await admin.get(`/api/${SITE}/commerce/provider`)).body;
  stripe = createStripe({ secretKey: 'sk_test_api', apiUrl: provider.standInUrl, simulated: true });
});

/** A customer of the provider with a card, and a function that charges it: payments the console has no record of. */
async function cardPayer(email: string): Promise<(amount: number) => Promise<Stripe.PaymentIntent>> {
  const customer = await stripe.customers.create({ email });
  const card = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return (amount) =>
    stripe.paymentIntents.create({ amount, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true, off_session: true });
}

async function exportPayout(payoutId: string) {
  const started = await admin.post(`/api/${SITE}/accounting/payouts/${payoutId}/export`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const job = await waitForJob(admin, started.body.jobId);
  expect(job.state, job.error).toBe('done');
  const record = (await admin.get(`/api/${SITE}/data/Export/${started.body.exportId}`)).body;
  const file = await fetch(`${admin.base}/api/${SITE}/exports/${record._id}/download`, { headers: { cookie: admin.cookie } });
  expect(file.status).toBe(200);
  const rows: string[][] = parse(Buffer.from(await file.arrayBuffer()), { delimiter: ';', bom: true });
  return { record, rows };
}

describe('payouts', () => {
  it('lists the provider’s payouts with their French status; the payments section only', async () => {
    const res = await admin.get(`/api/${SITE}/accounting/payouts`);
    expect(res.status).toBe(200);
    expect(res.body.simulated).toBe(true);
    const demo = res.body.data.find((p: { id: string }) => p.id === 'po_demo_0001');
    expect(demo).toMatchObject({ amount: 1245090, status: 'paid', statusLabel: 'Payé' });
    expect(demo.exportedTs).toBeGreaterThan(0);
    expect(res.body.data.find((p: { id: string }) => p.id === 'po_demo_0002')).toMatchObject({ statusLabel: 'En transit' });
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await editor.get(`/api/${SITE}/accounting/payouts`)).status).toBe(403);
    expect((await admin.post(`/api/${SITE}/accounting/payouts/po_inconnu/export`)).status).toBe(404);
  });
});

describe('reconciliation', () => {
  it('reconciles a payout with a refund and a fee, flags what differs, and says when it is exported again', { timeout: 60_000 }, async () => {
    // A paid demo payment of the site, refunded in part at the provider only (the console does not know it).
    const filter = encodeURIComponent(
      JSON.stringify({ status: 'succeeded', 'intent.id': { $exists: true }, refund: { $exists: false }, price: { $gte: 5 } }),
    );
    // One the provider knows: other suites on this server store payments whose intents exist only in their events.
    const candidates = (await admin.get(`/api/${SITE}/data/Payment?adminFilter=${filter}&limit=50&serialize=true`)).body.data;
    const known = await Promise.all(
      candidates.map((p: { intent: { id: string } }) =>
        stripe.paymentIntents.retrieve(p.intent.id).then(
          () => true,
          () => false,
        ),
      ),
    );
    const payment = candidates[known.indexOf(true)];
    await stripe.refunds.create({ payment_intent: payment.intent.id, amount: 150 });
    // A card payment the console has no record of: a charge, with its fee.
    const intent = await (await cardPayer('compta@example.fr'))(2500);
    const payout = await stripe.payouts.create({ currency: 'eur' } as Stripe.PayoutCreateParams);
    // The sales account is a setting of the site's payment configuration; the refunds one keeps its default.
    const configured = await admin.put(`/api/${SITE}/data/PaymentConfiguration/configuration`, { accountSales: '706100' });
    expect(configured.status, JSON.stringify(configured.body)).toBe(200);

    const { record, rows } = await exportPayout(payout.id);
    expect(rows[0]).toEqual(HEADER);
    const date = new Date(payout.arrival_date * 1000).toISOString().slice(0, 10);
    expect(record.fileName).toBe(`export_comptable_${date}_${(payout.amount / 100).toFixed(2)}EUR.csv`);
    // The title reads French: the day DD/MM/YYYY, the amount with a decimal comma and a space between thousands.
    const [year, month, day] = date.split('-');
    const euros = (payout.amount / 100)
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+,)/g, ' ');
    expect(record.title).toBe(`Export comptable du virement ${payout.id} (${day}/${month}/${year}, ${euros} €)`);
    const line = (type: string, intentId: string) =>
      Object.fromEntries(HEADER.map((h, i) => [h, rows.find((r) => r[1] === type && r[3] === intentId)![i]]));
    expect(line('Remboursement', payment.intent.id)).toMatchObject({
      Paiement: payment._id,
      Utilisateur: payment.userId.label,
      'Brut (€)': '0,00',
      'Remboursements (€)': '1,50',
      'Net (€)': '-1,50',
      Contrôle: 'Remboursement absent de la console',
    });
    const charge = line('Paiement', intent.id);
    expect(charge).toMatchObject({ 'Brut (€)': '25,00', Paiement: '', Contrôle: `Paiement ${intent.id} introuvable dans la console` });
    expect(Number(charge['Frais (€)'].replace(',', '.'))).toBeGreaterThan(0);
    // The lines add up to the payout; what differs is in the report.
    const net = rows.slice(1).reduce((sum, r) => sum + Math.round(Number(r[10].replace(',', '.')) * 100), 0);
    expect(net).toBe(payout.amount);
    expect(record.result.issues.errors).toEqual([]);
    expect(record.result.issues.warnings.map((w: { code: string }) => w.code)).toContain('MISMATCH');

    const items = async () =>
      (await admin.get(`/api/${SITE}/data/AccountingExportItem/count?adminFilter=${encodeURIComponent(JSON.stringify({ 'payout._id': payout.id }))}`))
        .body;
    expect(await items()).toBe(rows.length - 1);
    const item = async (transaction: string) => (await admin.get(`/api/${SITE}/data/AccountingExportItem/${payout.id}-${transaction}`)).body;
    const transactionOf = (type: string, intentId: string) => rows.find((r) => r[1] === type && r[3] === intentId)![2];
    expect(await item(transactionOf('Paiement', intent.id))).toMatchObject({
      accountingCode: '706100',
      journal: 'BQ',
      amount: Number(charge['Net (€)'].replace(',', '.')),
    });
    expect(await item(transactionOf('Remboursement', payment.intent.id))).toMatchObject({ accountingCode: '709000', amount: -1.5 });
    const again = await exportPayout(payout.id);
    expect(again.record.result.issues.warnings[0]).toMatchObject({ code: 'ALREADY_EXPORTED' });
    expect(await items()).toBe(rows.length - 1);
    const listed = (await admin.get(`/api/${SITE}/accounting/payouts`)).body.data.find((p: { id: string }) => p.id === payout.id);
    expect(listed.exportedTs).toBeGreaterThan(0);
  });
});

describe('a payout of many payments', () => {
  // A demo payout holds thousands of transactions: their lookup once made a filter over the 10,000-character limit
  // and every accounting export ended in 'Filtre invalide' (issue 19).
  it('exports a payout of 400 card payments, one line each', { timeout: 300_000 }, async () => {
    const pay = await cardPayer('volume@example.fr');
    // Eight at a time, as several buyers pay at once: one after the other took CI past two minutes.
    for (let i = 0; i < 400; i += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => pay(1000 + i + k)));
    const payout = await stripe.payouts.create({ currency: 'eur' } as Stripe.PayoutCreateParams);
    const { record, rows } = await exportPayout(payout.id);
    expect(record.status).toBe('success');
    expect(rows.filter((r) => r[1] === 'Paiement').length).toBeGreaterThanOrEqual(400);
  });
});

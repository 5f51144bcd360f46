// The demo's local simulators keep what the console did to them across a restart of the console (their state is
// in DATA_DIR/stand-ins/): a charge made in the demo is still at the "provider" afterwards, and the seed from the
// database adds nothing twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient } from './client.js';

const SITE = 'demo-dev';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-stand-ins-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function stripeOf(url: string) {
  const admin = await ApiClient.login(ADMIN.login, ADMIN.password, url);
  const provider = (await admin.get(`/api/${SITE}/commerce/provider`)).body;
  const counts = async (): Promise<Record<string, number>> => {
    const state = await (await fetch(`${provider.standInUrl}/_stand-in/state`)).json();
    return { customers: state.customers.length, subscriptions: state.subscriptions.length, payouts: state.payouts.length };
  };
  return { admin, counts, stripe: createStripe({ secretKey: 'sk_test_restart', apiUrl: provider.standInUrl, simulated: true }) };
}

describe('local simulators across a restart of the console', () => {
  it('keep a charge and a detached card made before it, and do not seed the database’s side twice', async () => {
    const first = await startServer({}, { dataDir });
    let intentId: string;
    let customerId: string;
    let before: Record<string, number>;
    try {
      const { admin, stripe, counts } = await stripeOf(first.url);
      const filter = encodeURIComponent(JSON.stringify({ stripeCustomerId: { $exists: true } }));
      customerId = (await admin.get(`/api/${SITE}/data/User?adminFilter=${filter}&sortBy=_id&limit=1`)).body.data[0].stripeCustomerId;
      const [card] = (await stripe.paymentMethods.list({ customer: customerId, type: 'card' })).data;
      const intent = await stripe.paymentIntents.create({
        amount: 4200,
        currency: 'eur',
        customer: customerId,
        payment_method: card.id,
        confirm: true,
      });
      intentId = intent.id;
      await stripe.paymentMethods.detach(card.id);
      before = await counts();
    } finally {
      await first.stop();
    }

    const second = await startServer({}, { dataDir });
    try {
      const { stripe, counts } = await stripeOf(second.url);
      expect(await stripe.paymentIntents.retrieve(intentId)).toMatchObject({ status: 'succeeded', amount: 4200, customer: customerId });
      expect((await stripe.paymentMethods.list({ customer: customerId, type: 'card' })).data).toEqual([]);
      expect(await counts()).toEqual(before);
      expect(second.output()).toContain('état du dernier démarrage repris');
    } finally {
      await second.stop();
    }
  }, 300_000);
});

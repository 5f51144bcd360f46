// The stand-ins keep their state in a snapshot file (DATA_DIR/stand-ins/*.json in the console): started again on
// that file, each answers what it answered before the restart, through the console's own clients.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetResponseClient } from '../../server/integrations/getresponse/client.js';
import { Mailer } from '../../server/integrations/mail/index.js';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { PaymentProvider } from '../../server/integrations/stripe/index.js';
import { GetResponseStandIn } from '../getresponse/index.js';
import { SmtpStandIn } from '../smtp/index.js';
import { startStripeStandIn } from '../stripe/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-ins-restart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const stripeAt = (url: string) => {
  const settings = { secretKey: 'sk_test_restart', apiUrl: url, simulated: true };
  return new PaymentProvider(createStripe(settings), settings);
};

describe('stand-ins across a restart', () => {
  it('Stripe: customers, cards (a declining one still declines), charges and idempotency keys come back', async () => {
    const file = path.join(dir, 'stripe.json');
    const first = await startStripeStandIn({ snapshotFile: file });
    expect(first.restored).toBe(false);
    let provider = stripeAt(first.url);
    const customer = await provider.stripe.customers.create({ email: 'avant@example.com' });
    await provider.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const charge = { customerId: customer.id, amount: 1200, currency: 'eur', description: 'Avant', metadata: {}, idempotencyKey: 'cle-1' };
    const paid = await provider.chargeOffSession(charge);
    const declining = await provider.stripe.customers.create({});
    await provider.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: declining.id });
    await first.close();

    const second = await startStripeStandIn({ snapshotFile: file });
    expect(second.restored).toBe(true);
    provider = stripeAt(second.url);
    const intent = await provider.stripe.paymentIntents.retrieve(paid.ok ? paid.intent.id : '');
    expect(intent).toMatchObject({ status: 'succeeded', amount: 1200, customer: customer.id });
    expect((await provider.stripe.customers.retrieve(customer.id)) as { email?: string }).toMatchObject({ email: 'avant@example.com' });
    // The same key gives the same payment back: a renewal retried after a restart is not charged twice.
    const replay = await provider.chargeOffSession(charge);
    expect(replay.ok && replay.intent.id).toBe(intent.id);
    expect((await provider.stripe.paymentIntents.list({ customer: customer.id })).data).toHaveLength(1);
    expect(await provider.chargeOffSession({ ...charge, customerId: declining.id, idempotencyKey: 'cle-2' })).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    await second.close();
  });

  it('GetResponse: the contacts and custom fields the sync made come back, on the new address', async () => {
    const file = path.join(dir, 'getresponse.json');
    const seed = { campaigns: [{ campaignId: 'liste', name: 'lecteurs' }] };
    const first = await GetResponseStandIn.start({ apiKey: 'cle', seed, snapshotFile: file });
    const client = (base: string) => new GetResponseClient({ apiKey: 'cle', baseUrl: base, listId: 'liste', simulated: true });
    const field = await client(first.baseUrl).createCustomField({ name: 'abonne', type: 'text', hidden: false, values: [] });
    await client(first.baseUrl).createContact({
      email: 'lectrice@example.com',
      campaign: { campaignId: 'liste' },
      customFieldValues: [{ customFieldId: field.customFieldId, value: ['oui'] }],
    });
    const [before] = await client(first.baseUrl).findContactsByEmail('lectrice@example.com', 'liste');
    await first.stop();

    const second = await GetResponseStandIn.start({ apiKey: 'cle', seed, snapshotFile: file });
    const [after] = await client(second.baseUrl).findContactsByEmail('lectrice@example.com', 'liste');
    expect(after).toMatchObject({ contactId: before.contactId, customFieldValues: [{ name: 'abonne', value: ['oui'] }] });
    expect((await client(second.baseUrl).customFields())[0].href).toBe(`${second.baseUrl}/custom-fields/${field.customFieldId}`);
    await second.stop();
  });

  it('SMTP: the messages received come back', async () => {
    const file = path.join(dir, 'smtp.json');
    const first = await SmtpStandIn.start({ snapshotFile: file });
    const mailer = new Mailer({ smtpUrl: first.url, from: 'console@example.com', simulated: true });
    await mailer.send({ to: 'admin@example.com', subject: 'Avant le redémarrage', html: '', text: 'Bonjour' });
    mailer.close();
    await first.stop();
    const second = await SmtpStandIn.start({ snapshotFile: file });
    expect(second.received().map((m) => m.subject)).toEqual(['Avant le redémarrage']);
    await second.stop();
  });
});

describe('snapshot file', () => {
  it('is written at once when the process exits with a change pending (a stop by signal)', () => {
    const file = path.join(dir, 'exit.json');
    const script = `
      import { SnapshotFile } from './stand-ins/shared/snapshotFile.ts';
      const snapshot = new SnapshotFile(${JSON.stringify(file)}, () => ({ written: 'à la sortie' }));
      snapshot.changed();
      process.exit(0);`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ written: 'à la sortie' });
  });
});

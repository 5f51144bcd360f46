// The newsletter sync (spec 000 §2 "Newsletter sync": filter type first, result 'OK - {summary}' plus one line per
// error triple) as a job against the GetResponse stand-in the server started in-process (no GETRESPONSE_API_KEY).
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../server/jobs/types.js';
import { ADMIN, ApiClient, userWith, waitForJob } from './client.js';

let superAdmin: ApiClient;
let manager: ApiClient; // users right: the users and payments sections
const stamp = Date.now();
const email = (name: string, domain = 'example.com') => `nl-${name}-${stamp}@${domain}`;
// A site of the test's own: a sync of it covers the test's users only. Records made through the API have no createTs
// (read-only): their creation date is when they were stored, today.
const SITE = `nl-site-${stamp}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const AROUND_TODAY = { type: 'create_date', from: day(-1), to: day(1) };

async function sync(client: ApiClient, params: Record<string, unknown>): Promise<JobView> {
  const started = await client.post(`/api/${SITE}/jobs/NEWSLETTER_SYNC`, { params });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return waitForJob<JobView>(client, started.body.id);
}

const contactsOf = async (address: string) =>
  ((await superAdmin.get('/api/global/getresponse-simulator')).body.contacts as any[]).filter((c) => c.email === address);
const fieldsOf = (contact: any) => Object.fromEntries(contact.customFieldValues.map((v: any) => [v.name, v.value[0]]));

beforeAll(async () => {
  superAdmin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await superAdmin.post('/api/global/data/Site', { _id: SITE, label: 'Site de la newsletter' })).status).toBe(201);
  manager = await userWith(superAdmin, { rights: { users: true } });
  const users = [
    { _id: `nl-a-${stamp}`, login: email('a'), firstName: 'Anne', lastName: 'Petit', receiveNewsletter: true },
    { _id: `nl-b-${stamp}`, login: email('b'), receiveNewsletter: false },
    { _id: `nl-c-${stamp}`, login: email('c', 'liste-noire.example'), receiveNewsletter: true },
  ];
  for (const user of users) expect((await superAdmin.post(`/api/${SITE}/data/User`, user)).status).toBe(201);
});

describe('newsletter sync', () => {
  it('tells the tab which list it works on, and that it is the local simulator', async () => {
    const res = await manager.get(`/api/${SITE}/newsletter/provider`);
    expect(res.body).toEqual({ simulated: true, list: { id: 'qdDemo', name: 'lecteurs_quotidien_demo' }, problem: null });
  });

  it('creates the consenting users, skips the others and reports the refused ones, then updates on a re-run without duplicates', async () => {
    const filter = AROUND_TODAY;
    const first = await sync(manager, { side: 'users', filter });
    expect(first.state, first.error ?? '').toBe('done');
    const result = first.result as any;
    expect(result.lines).toEqual([
      'OK - 3 utilisateurs traités, 1 contact créé, 0 mis à jour, 1 ignoré (sans consentement), 1 erreur',
      `${email('c', 'liste-noire.example')} - 1002 - GetResponse : l'état du contact interdit l'opération (liste noire, adresse invalide ou supprimée) [1002] – Contact is blacklisted`,
    ]);
    expect(result.simulated).toBe(true);
    const [anne] = await contactsOf(email('a'));
    expect(anne.name).toBe('Anne Petit');
    expect(fieldsOf(anne)).toMatchObject({
      consentement_newsletter: 'oui',
      site: SITE,
      identifiant_console: `nl-a-${stamp}`,
    });
    expect(await contactsOf(email('b'))).toEqual([]);
    // The contact's id goes back to its user (spec 000 §3 User.getresponseId); none for the user left out.
    const userA = async () => (await superAdmin.get(`/api/${SITE}/data/User/nl-a-${stamp}`)).body;
    expect((await userA()).getresponseId).toBe(anne.contactId);
    expect((await superAdmin.get(`/api/${SITE}/data/User/nl-b-${stamp}`)).body.getresponseId).toBeUndefined();
    const audit = await superAdmin.get(`/api/audit-log?recordId=nl-a-${stamp}&action=update`);
    expect(audit.body.data.length).toBe(1);

    // b consents now: the re-run creates b, updates a, and never adds a second contact.
    expect((await superAdmin.put(`/api/${SITE}/data/User/nl-b-${stamp}`, { receiveNewsletter: true })).status).toBe(200);
    const second = await sync(manager, { side: 'users', filter });
    expect((second.result as any).lines[0]).toBe('OK - 3 utilisateurs traités, 1 contact créé, 1 mis à jour, 0 ignoré (sans consentement), 1 erreur');
    expect(await contactsOf(email('a'))).toHaveLength(1);
    expect(await contactsOf(email('b'))).toHaveLength(1);
    const [bea] = await contactsOf(email('b'));
    expect((await superAdmin.get(`/api/${SITE}/data/User/nl-b-${stamp}`)).body.getresponseId).toBe(bea.contactId);
    // Known already: not written again.
    expect((await superAdmin.get(`/api/audit-log?recordId=nl-a-${stamp}&action=update`)).body.data.length).toBe(1);
  });

  it('syncs one customer by email, and the users of the matching payments on the payments side', async () => {
    const one = await sync(manager, { side: 'users', filter: { type: 'customer_email', email: email('a').toUpperCase() } });
    expect((one.result as any).lines).toEqual(['OK - 1 utilisateur traité, 0 contact créé, 1 mis à jour, 0 ignoré (sans consentement), 0 erreur']);

    const payment = await superAdmin.post(`/api/${SITE}/data/Payment`, {
      status: 'succeeded',
      price: 10,
      userId: { _id: `nl-b-${stamp}`, _cls: 'User', _isRef: true },
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const payments = await sync(manager, { side: 'payments', filter: AROUND_TODAY });
    expect((payments.result as any).lines).toEqual([
      'OK - 1 utilisateur traité, 0 contact créé, 1 mis à jour, 0 ignoré (sans consentement), 0 erreur',
    ]);
  });

  it('refuses a start date after the end date in French, bad parameters, and users without the right', async () => {
    const reversed = await sync(manager, { side: 'users', filter: { type: 'create_date', from: day(1), to: day(-1) } });
    expect(reversed.state).toBe('failed');
    expect(reversed.error).toBe('La date de début ne peut pas dépasser la date de fin');
    const bad = await manager.post(`/api/${SITE}/jobs/NEWSLETTER_SYNC`, { params: { side: 'users', filter: { type: 'create_date' } } });
    expect(bad.status).toBe(400);
    const editor = await userWith(superAdmin, { rights: { contents: true } });
    expect((await editor.post(`/api/${SITE}/jobs/NEWSLETTER_SYNC`, { params: { side: 'users', filter: { type: 'all' } } })).status).toBe(403);
    expect((await editor.get(`/api/${SITE}/newsletter/provider`)).status).toBe(403);
    expect((await manager.get('/api/global/getresponse-simulator')).status).toBe(403);
  });
});

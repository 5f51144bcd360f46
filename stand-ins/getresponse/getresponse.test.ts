// The console's GetResponse client against the stand-in: authentication, error shapes, pagination, and the
// contact sync on top of them (creates, updates, skips without consent, error triples, no duplicate on a re-run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetResponseClient, GetResponseError, frenchReason } from '../../server/integrations/getresponse/client.js';
import { ContactSync, ensureContactFields, resultLines, summaryOf } from '../../server/domains/newsletter/sync.js';
import { GetResponseStandIn } from './index.js';

let standIn: GetResponseStandIn;
let client: GetResponseClient;
const LIST = 'liste1';

beforeAll(async () => {
  standIn = await GetResponseStandIn.start({
    apiKey: 'cle-de-test',
    seed: {
      campaigns: [{ campaignId: LIST, name: 'lecteurs' }],
      contacts: [{ email: 'deja@example.com', campaignId: LIST }],
      blacklist: ['@liste-noire.example'],
    },
  });
  client = new GetResponseClient({ apiKey: 'cle-de-test', baseUrl: standIn.baseUrl, listId: LIST, simulated: true });
});
afterAll(() => standIn.stop());

describe('GetResponse client and stand-in', () => {
  it('refuses a wrong key with the API’s error shape, told in French', async () => {
    const wrong = new GetResponseClient({ ...client.settings, apiKey: 'mauvaise' });
    const err = (await wrong.campaigns().catch((e: unknown) => e)) as GetResponseError;
    expect(err).toBeInstanceOf(GetResponseError);
    expect([err.httpStatus, err.code]).toEqual([401, 1014]);
    expect(frenchReason(err)).toMatch(/^GetResponse : clé API refusée \(GETRESPONSE_API_KEY\) \[1014\]/);
    const raw = await fetch(`${standIn.baseUrl}/campaigns`, { headers: { 'X-Auth-Token': 'api-key mauvaise' } });
    expect(await raw.json()).toMatchObject({
      httpStatus: 401,
      code: 1014,
      codeDescription: expect.any(String),
      moreInfo: expect.any(String),
      uuid: expect.any(String),
    });
  });

  it('reads every page of a list through the pagination headers', async () => {
    for (let i = 0; i < 120; i++) await client.createContact({ email: `page${i}@example.com`, campaign: { campaignId: LIST } });
    const res = await fetch(`${standIn.baseUrl}/contacts?perPage=50&page=2&query[email]=page`, {
      headers: { 'X-Auth-Token': 'api-key cle-de-test' },
    });
    expect([res.headers.get('TotalCount'), res.headers.get('TotalPages'), res.headers.get('CurrentPage')]).toEqual(['120', '3', '2']);
    expect((await client.findContactsByEmail('page', LIST)).length).toBe(120);
  });

  it('refuses a second contact for one address in one list (409, code 1008) and blacklisted addresses (1002)', async () => {
    const dup = (await client
      .createContact({ email: 'deja@example.com', campaign: { campaignId: LIST } })
      .catch((e: unknown) => e)) as GetResponseError;
    expect([dup.httpStatus, dup.code]).toEqual([409, 1008]);
    const black = (await client
      .createContact({ email: 'x@liste-noire.example', campaign: { campaignId: LIST } })
      .catch((e: unknown) => e)) as GetResponseError;
    expect([black.httpStatus, black.code]).toEqual([400, 1002]);
  });
});

describe('contact sync', () => {
  const users = [
    {
      id: 'u1',
      doc: {
        login: 'Alice@Example.com',
        firstName: 'Alice',
        lastName: 'Martin',
        receiveNewsletter: true,
        subscription: { isValid: true, endTs: 1798761600 },
      },
    },
    { id: 'u2', doc: { login: 'deja@example.com', receiveNewsletter: false } },
    { id: 'u3', doc: { login: 'bob@example.com', receiveNewsletter: false } },
    { id: 'u4', doc: { login: 'carole@liste-noire.example', receiveNewsletter: true } },
    { id: 'u5', doc: { login: 'pas-une-adresse', receiveNewsletter: true } },
  ];

  it('creates consenting users, updates existing contacts, skips the others and reports error triples; a re-run creates nothing twice', async () => {
    const fields = await ensureContactFields(client);
    const first = new ContactSync(client, LIST, fields, 'demo-prod');
    await first.run(users);
    expect(first.counts).toMatchObject({ created: 1, updated: 1, skipped: 1 });
    expect(first.counts.errors).toHaveLength(2);
    expect(first.counts.errors).toEqual(
      expect.arrayContaining([
        { email: 'carole@liste-noire.example', code: '1002', message: expect.stringMatching(/^GetResponse : l'état du contact interdit/) },
        { email: 'pas-une-adresse', code: 'EMAIL', message: "l'identifiant n'est pas une adresse e-mail" },
      ]),
    );
    const [alice] = await client.findContactsByEmail('alice@example.com', LIST);
    expect(alice.name).toBe('Alice Martin');
    const byName = Object.fromEntries((alice.customFieldValues ?? []).map((v) => [v.name, v.value[0]]));
    expect(byName).toMatchObject({
      consentement_newsletter: 'oui',
      abonne: 'oui',
      fin_abonnement: '2027-01-01',
      site: 'demo-prod',
      identifiant_console: 'u1',
    });
    const [deja] = await client.findContactsByEmail('deja@example.com', LIST);
    expect(deja.customFieldValues?.find((v) => v.name === 'consentement_newsletter')?.value).toEqual(['non']);

    const second = new ContactSync(client, LIST, await ensureContactFields(client), 'demo-prod');
    await second.run(users);
    expect(second.counts).toMatchObject({ created: 0, updated: 2, skipped: 1 });
    expect((await client.findContactsByEmail('alice@example.com', LIST)).length).toBe(1);
    expect((await client.customFields()).length).toBe(7);
  });

  it('writes the result as OK - {summary} then one line per error triple', () => {
    const counts = { created: 2, updated: 1, skipped: 0, errors: [{ email: 'a@b.fr', code: '1002', message: 'refusé' }] };
    expect(resultLines(summaryOf(4, counts), counts.errors)).toEqual([
      'OK - 4 utilisateurs traités, 2 contacts créés, 1 mis à jour, 0 ignoré (sans consentement), 1 erreur',
      'a@b.fr - 1002 - refusé',
    ]);
  });
});

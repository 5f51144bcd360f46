// The same schema records go through the schema editor's validator and the server's schema endpoint: both accept
// or refuse each one, with the same errors at the same form paths and the same French messages (model/schemaRules.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSchemaRecord } from '../../custom-pages/schema-editor/validation/validateSchemaRecord.js';
import { ADMIN, ApiClient, userWith } from './client.js';

let counter = 0;
const podcast = () => ({
  _id: `Parity${Date.now()}x${++counter}`,
  label: 'Podcasts',
  section: 'contents',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    { key: 'duration', label: 'Durée', type: 'int', min: 0 },
    {
      key: 'category',
      label: 'Catégorie',
      type: 'enum',
      values: [
        { value: 'news', label: 'Actualité' },
        { value: 'culture', label: 'Culture' },
      ],
    },
  ] as Record<string, unknown>[],
});

type Change = (record: ReturnType<typeof podcast>) => void;
const CASES: [string, Change][] = [
  ['a valid schema', () => {}],
  [
    'a missing id',
    (r) => {
      delete (r as Partial<typeof r>)._id;
    },
  ],
  [
    'a one-letter id',
    (r) => {
      r._id = 'P';
    },
  ],
  [
    'an id that is not a class name',
    (r) => {
      r._id = `2pod${counter}`;
    },
  ],
  [
    'an empty label',
    (r) => {
      r.label = '';
    },
  ],
  [
    'an unknown section',
    (r) => {
      r.section = 'nowhere';
    },
  ],
  ['an unknown key', (r) => Object.assign(r, { colour: 'red' })],
  ['a URL segment that is not kebab-case', (r) => Object.assign(r, { plural: 'Mes Podcasts' })],
  [
    'an unknown property type',
    (r) => {
      r.propertiesList[1].type = 'integer';
    },
  ],
  [
    'a property key starting with a digit',
    (r) => {
      r.propertiesList[1].key = '1duration';
    },
  ],
  [
    'an enum value without label',
    (r) => {
      (r.propertiesList[2].values as unknown[])[1] = { value: 'culture' };
    },
  ],
  [
    'a duplicate key',
    (r) => {
      r.propertiesList.push({ key: 'duration', type: 'int' });
    },
  ],
  [
    'a duplicate enum value',
    (r) => {
      (r.propertiesList[2].values as unknown[]).push({ value: 'news', label: 'Encore' });
    },
  ],
  ['min above max', (r) => Object.assign(r.propertiesList[1], { min: 10, max: 2 })],
  [
    'a data-source query that is not JSON',
    (r) => Object.assign(r.propertiesList[2], { values: undefined, dataSource: { resource: 'Tag', query: '{not json' } }),
  ],
  ['a data source without resource', (r) => Object.assign(r.propertiesList[2], { values: undefined, dataSource: { labelPath: 'label' } })],
  [
    'a duplicate key among list items',
    (r) => {
      r.propertiesList.push({
        key: 'chapters',
        type: 'list',
        itemType: 'object',
        itemSchema: {
          propertiesList: [
            { key: 'title', type: 'string' },
            { key: 'title', type: 'string' },
          ],
        },
      });
    },
  ],
  ['a search weight above 10', (r) => Object.assign(r.propertiesList[0], { searchIndexWeight: 11 })],
];

/** The record as JSON carries it (undefined keys dropped), as the form hands it to the data provider. */
const asSent = (record: object) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

describe('one schema validator for the schema editor and the server', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  it.each(CASES)('creating: %s', async (_case, change) => {
    const record = podcast();
    change(record);
    const sent = asSent(record);
    const form = validateSchemaRecord(sent);
    const server = await admin.post('/api/global/data/schema', sent);
    if (!Object.keys(form).length) {
      expect(server.status, JSON.stringify(server.body)).toBe(201);
    } else {
      expect(server.status).toBe(400);
      expect(server.body).toMatchObject({ error: 'VALIDATION', message: 'Schéma invalide' });
      expect(server.body.fields).toEqual(form);
    }
  });

  it('gives the same answer when a saved schema is changed', async () => {
    const record = podcast();
    expect((await admin.post('/api/global/data/schema', record)).status).toBe(201);
    record.propertiesList.push({ key: 'label', type: 'string' });
    Object.assign(record.propertiesList[2], { dataSource: { resource: 'Tag', query: '{not json' }, values: undefined });
    const form = validateSchemaRecord(asSent(record));
    expect(form).toEqual({
      'propertiesList.3.key': 'Clé en double : « label » est déjà la clé de la propriété n° 1',
      'propertiesList.2.dataSource.query': 'JSON invalide',
    });
    const server = await admin.put(`/api/global/data/schema/${record._id}`, { propertiesList: asSent(record).propertiesList });
    expect(server.status).toBe(400);
    expect(server.body.fields).toEqual(form);
  });
});

describe('developer-only property flags (spec 001 §5)', () => {
  it('a super administrator who is not a developer can neither set nor clear them; a developer can', async () => {
    const admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const superAdmin = await userWith(admin, { superAdmin: true, isDeveloper: false });
    const record = podcast();
    const put = (client: ApiClient, propertiesList: Record<string, unknown>[]) =>
      client.put(`/api/global/data/schema/${record._id}`, { propertiesList });
    expect((await superAdmin.post('/api/global/data/schema', record)).status).toBe(201);
    const flagged = record.propertiesList.map((p) => (p.key === 'duration' ? { ...p, notDisplayableInAdmin: true } : p));
    const refused = await put(superAdmin, flagged);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Seuls les développeurs peuvent changer « Exclu du schéma de stockage », « Non affiché dans l'admin » et « Écriture seule » (propriété duration)",
    );
    expect((await put(admin, flagged)).status).toBe(200);
    // Other changes by the super administrator keep the flag the developer set; clearing it is refused.
    const relabelled = flagged.map((p) => (p.key === 'category' ? { ...p, label: 'Autre libellé' } : p));
    expect((await put(superAdmin, relabelled)).status).toBe(200);
    expect((await put(superAdmin, record.propertiesList)).status).toBe(403);
    // A flagged property may be removed; a new one cannot come flagged, write-only included.
    const withoutDuration = relabelled.filter((p) => p.key !== 'duration');
    expect((await put(superAdmin, withoutDuration)).status).toBe(200);
    const secret = { key: 'secret', label: 'Secret', type: 'string', writeOnly: true };
    expect((await put(superAdmin, [...withoutDuration, secret])).status).toBe(403);
    expect((await superAdmin.post('/api/global/data/schema', { ...podcast(), propertiesList: [secret] })).status).toBe(403);
  });
});

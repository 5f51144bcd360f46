// A value its reader may not see never finds a record (issue 22 §3, a review's finding): the search index holds no
// property hidden from some reader. Generated over the property flags that hide a value from some reader
// (model/propertyVisibility.ts, the rule the API's reads apply): for each, a schema that asks to search such a property
// is refused with the property named, and a searchable property given the flag later stops feeding the index of the
// records already stored (the SEARCH_REINDEX job the save starts), for the palette (GET /api/{siteId}/search) and the
// list's search (adminSearch) alike, while a visible searchable property still finds the record.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPER_PROPERTY_FLAGS } from '../../model/constants.js';
import { isHiddenFromSome } from '../../model/propertyVisibility.js';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

const SITE = 'demo-dev';
const HIDING_FLAGS = DEVELOPER_PROPERTY_FLAGS.filter((flag) => isHiddenFromSome({ key: 'secret', type: 'string', [flag]: true }));

describe('hidden properties never feed the search index', () => {
  let admin: ApiClient;
  let reader: ApiClient;

  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    // Reads the type (its section's right), but no property a developer alone, or nobody, reads back.
    reader = await userWith(admin, { rights: { products: true } });
  });

  it('the flags that hide a value are known: the cases below are not empty', () => {
    expect(HIDING_FLAGS).toEqual(expect.arrayContaining(['writeOnly', 'notDisplayableInAdmin', 'excludedFromMongooseSchema']));
  });

  describe.each(HIDING_FLAGS)('a searchable property with %s', (flag) => {
    const id = `Cachette${flag}${Date.now().toString(36)}`;
    // Unrelated random words: no typo-tolerant match of one by the other.
    const word = () =>
      crypto
        .randomBytes(8)
        .toString('hex')
        .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]);
    const [secretValue, visibleValue, laterSecret, laterVisible] = [word(), word(), word(), word()];
    const props = (secret: Record<string, unknown>) => [
      { key: 'label', label: 'Nom', type: 'string', required: true, column: true, searchable: true },
      { key: 'visible', label: 'Visible', type: 'string', searchable: true },
      { key: 'secret', label: 'Code secret', type: 'string', ...secret },
    ];
    const schema = {
      _id: id,
      label: `Cachettes ${flag}`,
      singular: 'Cachette',
      section: 'products',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesGroups: ['Général'],
    };
    let recordId: string;
    const palette = async (client: ApiClient, q: string) => {
      const res = await client.get(`/api/${SITE}/search?q=${encodeURIComponent(q)}&budgetMs=5000`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.groups as { type: string; records: { _id: string }[] }[]).find((g) => g.type === id)?.records.map((r) => r._id) ?? [];
    };
    const list = async (client: ApiClient, q: string) => {
      const res = await client.get(`/api/${SITE}/data/${id}?withCount=true&adminSearch=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ids = (res.body.data as { _id: string }[]).map((r) => r._id);
      expect(res.body.count).toBe(ids.length);
      return ids;
    };

    it('refuses a schema that asks to search it, naming the property, and saves nothing', async () => {
      const res = await admin.post('/api/global/data/schema', { ...schema, propertiesList: props({ searchable: true, [flag]: true }) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
      expect(res.body.fields['propertiesList.2.searchable']).toMatch(/« secret ».*recherchable/);
      expect((await admin.get(`/api/global/data/schema/${id}`)).status).toBe(404);
    });

    it('given the flag later, it no longer finds the stored record by its value; a visible searchable property still does', async () => {
      const created = await admin.post('/api/global/data/schema', { ...schema, propertiesList: props({ searchable: true }) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const record = await admin.post(`/api/${SITE}/data/${id}`, { label: 'Cachette', visible: visibleValue, secret: secretValue });
      expect(record.status, JSON.stringify(record.body)).toBe(201);
      recordId = record.body._id;
      // Searchable and shown to every reader: found by its value (the cases below can fail).
      expect(await palette(reader, secretValue)).toEqual([recordId]);

      const hidden = await admin.put(`/api/global/data/schema/${id}`, { propertiesList: props({ [flag]: true }) });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      // The stored records' columns are made again by a job the save starts: within seconds.
      await expect.poll(() => palette(reader, secretValue), { timeout: 30_000, interval: 250 }).toEqual([]);
      for (const client of [reader, admin]) {
        expect(await palette(client, secretValue)).toEqual([]);
        expect(await list(client, secretValue)).toEqual([]);
        // A part of it, as one types it letter by letter (the substring and typo-tolerant passes).
        expect(await palette(client, secretValue.slice(0, 10))).toEqual([]);
        expect(await list(client, secretValue.slice(0, 10))).toEqual([]);
        expect(await palette(client, visibleValue)).toEqual([recordId]);
        expect(await list(client, visibleValue)).toEqual([recordId]);
      }
    });

    it('a record written since does not feed it either', async () => {
      const record = await admin.post(`/api/${SITE}/data/${id}`, { label: 'Autre cachette', visible: laterVisible, secret: laterSecret });
      expect(record.status, JSON.stringify(record.body)).toBe(201);
      expect(await palette(reader, laterSecret)).toEqual([]);
      expect(await list(reader, laterSecret)).toEqual([]);
      expect(await list(reader, laterVisible)).toEqual([record.body._id]);
    });
  });
});

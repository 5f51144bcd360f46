// Issue 18: nothing a user stores can stop a start or break a schema save. Generated from the catalogue of property
// types (model/propertyTypes.ts) × the flags that build an index (sortable, filterable, searchable) × long and odd
// Unicode values: a flag turned on over stored records, and records stored under a flag, answer 2xx or a clean French
// 400, never a 5xx; then a server restarted on the same data starts and lists them. Its own server, to restart it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyDefinitionSchema, PROPERTY_TYPES, type PropertyDefinition, type PropertyType } from '../../model/metaSchema.js';
import { descriptorOf } from '../../model/propertyTypes.js';
import { startServer } from '../support/startServer.js';
import { ADMIN, ApiClient, type Reply } from './client.js';
import { testClient } from '../support/pgConnections.js';

/** The property flags that make the server build something over stored values (the meta-schema has no `unique`). */
const FLAGS = ['sortable', 'filterable', 'searchable'] as const;
type Flag = (typeof FLAGS)[number];

const pick = (alphabet: string[], n: number) => Array.from({ length: n }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzéèàùçœ'];
const CJK = codePoints(0x4e00, 0x5dff);
const WIDE = [...CJK.slice(0, 512), ...codePoints(0x0430, 0x044f), ...codePoints(0x0627, 0x064a), ...codePoints(0x1f600, 0x1f64f)];

/** NUL-free values, none compressible (random), each longer than a btree row or odd in its Unicode. */
const VALUES: Record<string, string> = {
  longAscii: crypto.randomBytes(3000).toString('base64').slice(0, 4000),
  longMultibyte: pick(WIDE, 4000),
  longSingleWord: pick(LETTERS, 5000),
  // Short distinct words: the largest search vector per character.
  manyShortWords: Array.from({ length: 10_000 }, () => pick(CJK, 1)).join(' '),
  astral: '😀🧪𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦 '.repeat(60),
  combining: 'e\u0301\u0302\u0303\u0304 Z\u0336\u0337\u0338 '.repeat(200),
  rightToLeft: 'مرحبا بالعالم \u202Eשלום עולם\u202C '.repeat(60),
  zeroWidth: 'a\u200Bb\u200Cc\u200Dd\uFEFFe\u2060 '.repeat(300),
};
const VALUE_NAMES = Object.keys(VALUES);

const keyOf = (type: PropertyType) => `p_${type}`;

/** A valid definition of each type, with the flag set; an enum's values are the stored values themselves. */
function definition(type: PropertyType, flag?: Flag): PropertyDefinition {
  const d = descriptorOf(type)!;
  return {
    key: keyOf(type),
    label: type,
    type,
    ...(flag && { [flag]: true }),
    ...(type === 'enum' && { values: VALUE_NAMES.map((name) => ({ value: VALUES[name], label: name })) }),
    ...(d.nests === 'items' && { itemType: 'string' as const }),
    ...(d.nests === 'members' && { propertiesList: [{ key: 'text', type: 'string' as const }] }),
    ...(d.reference && { objectType: 'Tag' }),
  };
}

/** The value stored in a property of a type, shaped as the type holds it, made of `s`. */
function shaped(type: PropertyType, s: string): unknown {
  const d = descriptorOf(type)!;
  if (d.reference) return { _id: s, _cls: 'Tag', _isRef: true };
  if (d.richText) return { html: `<p>${s}</p>` };
  if (d.nests === 'items') return [s, s];
  if (d.nests === 'members') return { text: s };
  if (type === 'Font') return { isImported: false, fontFamily: s };
  if (type === 'Link') return { name: s, pageId: s };
  return s;
}

const FRENCH = /[àâçéèêëîïôûùœ]|\b(le|la|les|de|des|du|une?|est|pas|au|plus)\b/i;
// Words bounded by any letter, accented ones included: a French message may quote the random value ('…ùisç…').
const ENGLISH = /(?<!\p{L})(the|is|cannot|exceeds|index row|must|should|invalid input)(?!\p{L})/iu;

/** A 2xx, or a 400 with a code and a French message: never a 5xx, never PostgreSQL's English. */
function expectClean(reply: Reply, what: string): void {
  const seen = `${what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 400)}`;
  if (reply.status < 300) return;
  expect(reply.status, seen).toBe(400);
  expect(typeof reply.body?.error, seen).toBe('string');
  expect(reply.body.message, seen).toMatch(FRENCH);
  for (const message of [reply.body.message, ...Object.values(reply.body.fields ?? {})]) expect(message, seen).not.toMatch(ENGLISH);
}

describe('indexes over stored values: every property type × index flag × long and odd values, then a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-index-bounds-'));
  let server: Awaited<ReturnType<typeof startServer>>;
  let admin: ApiClient;
  const run = Date.now().toString(36);
  const SITE = 'demo-prod';
  /** Records stored per type, to find after the restart. */
  const stored = new Map<string, number>();

  const schema = (id: string, propertiesList: PropertyDefinition[]) => ({
    _id: id,
    label: id,
    singular: id,
    section: 'contents',
    storedInInstanceDatabase: true,
    hasAssociatedDBCollection: true,
    propertiesList: [{ key: 'label', type: 'string' }, ...propertiesList],
  });

  /** Stores one record per value; properties whose value the type refuses (a clean 400) are left out, then it is stored. */
  async function storeRecords(type: string, value: (propType: PropertyType, s: string) => unknown): Promise<void> {
    for (const name of VALUE_NAMES) {
      const body: Record<string, unknown> = { label: name };
      for (const t of PROPERTY_TYPES) body[keyOf(t)] = value(t, VALUES[name]);
      let reply = await admin.post(`/api/${SITE}/data/${type}`, body);
      expectClean(reply, `${type} ${name}`);
      if (reply.status === 400) {
        for (const key of Object.keys(reply.body.fields ?? {})) delete body[key.split('.')[0]];
        reply = await admin.post(`/api/${SITE}/data/${type}`, body);
        expectClean(reply, `${type} ${name} (properties refused left out)`);
      }
      expect(reply.status, `${type} ${name}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(201);
      stored.set(type, (stored.get(type) ?? 0) + 1);
    }
  }

  /** Lists sorted, filtered and searched on each property: the indexes in use answer, whatever they hold. */
  async function readEverywhere(type: string, flag: Flag): Promise<void> {
    for (const t of PROPERTY_TYPES) {
      const key = keyOf(t);
      const query =
        flag === 'sortable'
          ? `sortBy=-${key}`
          : flag === 'filterable'
            ? `adminFilter=${encodeURIComponent(JSON.stringify({ [key]: VALUES.longMultibyte.slice(0, 500) }))}`
            : `search=${encodeURIComponent(VALUES.manyShortWords.slice(0, 40))}`;
      expectClean(await admin.get(`/api/${SITE}/data/${type}?${query}&limit=5`), `${type} ${flag} ${key}`);
    }
  }

  beforeAll(async () => {
    server = await startServer({}, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('knows every flag that builds an index over stored values', () => {
    // A new one (a `unique` flag, say) must be added to FLAGS, and its index bounded like the others.
    const flags = Object.entries(propertyDefinitionSchema.properties)
      .filter(([key, def]) => (def as { type?: string }).type === 'boolean' && /sort|filter|search|unique|index/i.test(key))
      .map(([key]) => key);
    expect(flags.sort()).toEqual([...FLAGS].sort());
  });

  it('makes a string holding 4,000 random characters a filterable enum (issue 18), with its totals right', async () => {
    const type = `Issue18${run}`;
    // 1,000 characters (the filter's limit) of 3 bytes each: past a btree row too.
    const [long, wide] = [VALUES.longAscii, pick(CJK, 1000)];
    expect((await admin.post('/api/global/data/schema', schema(type, [{ key: 'v', type: 'string' }]))).status).toBe(201);
    for (const v of [long, wide, wide]) expect((await admin.post(`/api/${SITE}/data/${type}`, { label: 'x', v })).status).toBe(201);
    const asEnum = schema(type, [{ key: 'v', type: 'enum', filterable: true, values: [{ value: 'court', label: 'Court' }] }]);
    const saved = await admin.put(`/api/global/data/schema/${type}`, asEnum);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Equal values share one total, kept as records come and go.
    expect((await admin.post(`/api/${SITE}/data/${type}`, { label: 'court', v: 'court' })).status).toBe(201);
    const count = async (v: string) => {
      const reply = await admin.get(`/api/${SITE}/data/${type}/count?adminFilter=${encodeURIComponent(JSON.stringify({ v }))}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body;
    };
    expect(await count(wide)).toBe(2);
    expect(await count('court')).toBe(1);
    stored.set(type, 4);
  });

  it('refuses with a French 400 INDEX_FAILED, and saves nothing, a sort index the stored values do not allow', async () => {
    const type = `Refus${run}`;
    expect((await admin.post('/api/global/data/schema', schema(type, [{ key: 'n', type: 'string' }]))).status).toBe(201);
    expect((await admin.post(`/api/${SITE}/data/${type}`, { label: 'long', n: VALUES.longAscii })).status).toBe(201);
    // Numbers are indexed as they are, not on a prefix: 4,000 random characters stored under it cannot be.
    const refused = await admin.put(`/api/global/data/schema/${type}`, schema(type, [{ key: 'n', type: 'int', sortable: true }]));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toBe('INDEX_FAILED');
    expect(refused.body.message).toContain('« n »');
    expectClean(refused, 'int sortable over long strings');
    const kept = await admin.get(`/api/global/data/schema/${type}`);
    expect(kept.body.propertiesList.find((p: PropertyDefinition) => p.key === 'n')).toEqual({ key: 'n', type: 'string' });
    stored.set(type, 1);
  });

  it.each(FLAGS)(
    'turns %s on over stored long and odd values, every type at once: 2xx or a French 400',
    async (flag) => {
      const type = `Later${flag}${run}`;
      const strings = PROPERTY_TYPES.map((t) => ({ ...definition('string'), key: keyOf(t) }));
      expect((await admin.post('/api/global/data/schema', schema(type, strings))).status).toBe(201);
      await storeRecords(type, (_t, s) => s);
      // Every property becomes its type with the flag; those the stored values refuse (named by the 400) stay strings.
      const refused = new Set<string>();
      for (let attempt = 0; attempt <= PROPERTY_TYPES.length; attempt++) {
        const props = PROPERTY_TYPES.map((t, i) => (refused.has(keyOf(t)) ? strings[i] : definition(t, flag)));
        const reply = await admin.put(`/api/global/data/schema/${type}`, schema(type, props));
        expectClean(reply, `${type}: ${flag}`);
        if (reply.status < 300) break;
        expect(reply.body.error, JSON.stringify(reply.body)).toBe('INDEX_FAILED');
        const keys = Object.keys(reply.body.fields);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) {
          expect(reply.body.message).toContain(`« ${key} »`);
          refused.add(key);
        }
      }
      const saved = (await admin.get(`/api/global/data/schema/${type}`)).body.propertiesList as PropertyDefinition[];
      expect(saved.filter((p) => p[flag]).length).toBe(PROPERTY_TYPES.length - refused.size);
      await readEverywhere(type, flag);
    },
    120_000,
  );

  it.each(FLAGS)(
    'stores long and odd values under %s properties of every type: 2xx or a French 400',
    async (flag) => {
      const type = `First${flag}${run}`;
      const created = await admin.post(
        '/api/global/data/schema',
        schema(
          type,
          PROPERTY_TYPES.map((t) => definition(t, flag)),
        ),
      );
      expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
      await storeRecords(type, shaped);
      await readEverywhere(type, flag);
    },
    120_000,
  );

  it('skips at start, says so in French in the log and on the schema, an index the stored data does not allow', async () => {
    // A schema saved by an older server: a sort index on numbers over records holding long text, never built.
    const type = `Ancien${run}`;
    expect((await admin.post('/api/global/data/schema', schema(type, [{ key: 'n', type: 'string' }]))).status).toBe(201);
    const long = await admin.post(`/api/${SITE}/data/${type}`, { label: 'long', n: VALUES.longAscii });
    expect(long.status).toBe(201);
    stored.set(type, 1);
    const port = fs
      .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
      .split('\n')[3]
      .trim();
    const db = testClient(`postgres://postgres:console-local@127.0.0.1:${port}/console`);
    await db.connect();
    await db.query(
      `UPDATE documents SET doc = jsonb_set(doc, '{propertiesList,1}', '{"key":"n","type":"int","sortable":true}') WHERE site_id = 'global' AND cls = 'schema' AND id = $1`,
      [type],
    );
    await db.end();

    await server.stop();
    server = await startServer({}, { dataDir });
    admin = await ApiClient.login(ADMIN.login, ADMIN.password, server.url);
    expect(server.output()).toMatch(/Index ignoré, L'index de tri et de filtre de « n » ne peut pas être construit/);
    const read = await admin.get(`/api/global/data/schema/${type}`);
    expect(read.body._skippedIndexes).toEqual([
      {
        key: 'n',
        part: 'index',
        // The record at fault is named, so that its owner can mend it (issue 29 §1).
        message: `L'index de tri et de filtre de « n » ne peut pas être construit : une valeur enregistrée est trop grande (enregistrement « ${long.body._id} » du site « ${SITE} »)`,
      },
    ]);
    // The other schemas lost nothing.
    for (const flag of FLAGS) expect((await admin.get(`/api/global/data/schema/Later${flag}${run}`)).body._skippedIndexes).toEqual([]);
  }, 240_000);

  it('lists every record stored above after the restart', async () => {
    expect(stored.size).toBe(3 + FLAGS.length * 2);
    for (const [type, n] of stored) {
      const list = await admin.get(`/api/${SITE}/data/${type}?limit=100`);
      expect(list.status, `${type}: ${JSON.stringify(list.body).slice(0, 300)}`).toBe(200);
      expect(list.body.data.length, type).toBe(n);
    }
  });
});

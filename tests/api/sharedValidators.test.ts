// The same validator cases run in the form (model/validation, as the inputs call it) and against the server's endpoint:
// each case gets the same verdict and the same French message from both.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema.js';
import { validateValue } from '../../model/validation/index.js';
import { ADMIN, ApiClient } from './client.js';

const PROPS: PropertyDefinition[] = [
  { key: 'title', type: 'string', min: 3, max: 10 },
  { key: 'count', type: 'int', min: 0, max: 100 },
  { key: 'ratio', type: 'float', min: 0, max: 1 },
  { key: 'flag', type: 'bool' },
  {
    key: 'status',
    type: 'enum',
    values: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
  {
    key: 'kinds',
    type: 'enum',
    multiple: true,
    values: [
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ],
  },
  { key: 'tags', type: 'list', itemType: 'string', max: 2 },
  { key: 'address', type: 'object', required: false, propertiesList: [{ key: 'city', type: 'string', required: true }] },
  { key: 'author', type: 'objectRef', objectType: 'Author' },
  { key: 'startTs', type: 'timestamp' },
  { key: 'body', type: 'richtext', max: 20, disallowedTags: ['h1'] },
  { key: 'color', type: 'color' },
  { key: 'font', type: 'Font' },
  { key: 'link', type: 'Link' },
  { key: 'slug', type: 'slug', max: 20 },
  { key: 'file', type: 'file' },
  { key: 'layout', type: 'layout' },
  { key: 'options', label: 'Options', type: 'object' },
];

const CASES: [string, unknown][] = [
  ['title', 'ab'],
  ['title', 'abcdef'],
  ['title', 'x'.repeat(11)],
  ['title', 42],
  ['count', 5],
  ['count', 5.5],
  ['count', -1],
  ['count', 101],
  ['count', 'douze'],
  ['count', '7'],
  ['ratio', 0.5],
  ['ratio', 2],
  ['flag', true],
  ['flag', 'oui'],
  ['status', 'a'],
  ['status', 'z'],
  ['kinds', ['x']],
  ['kinds', ['x', 'q']],
  ['tags', ['a', 'b']],
  ['tags', ['a', 'b', 'c']],
  ['tags', 'seul'],
  ['address', { city: 'Lyon' }],
  ['address', { city: '' }],
  ['address', 'Lyon'],
  ['author', { _id: 'a-1', _cls: 'Author' }],
  ['author', { _id: 'a-1', _cls: 'Tag' }],
  ['startTs', 1767225600],
  ['startTs', '2026-12-25T18:30:00Z'],
  ['startTs', 'demain'],
  ['body', { html: '<p>court</p>' }],
  ['body', { html: '<h1>Titre</h1>' }],
  ['body', { html: `<p>${'long '.repeat(10)}</p>` }],
  ['color', '#a1b2c3'],
  ['color', 'rouge'],
  ['font', { isImported: false, fontFamily: 'Georgia' }],
  ['font', { isImported: false, fontFamily: 'Comic Sans' }],
  ['link', { url: 'https://example.com' }],
  ['link', { url: 'javascript:alert(1)' }],
  ['slug', 'Été à Paris'],
  ['file', '/2026/11/a.jpg'],
  ['file', '../../etc/passwd'],
  ['layout', [{ cols: [{ size: 12, contents: [] }] }]],
  ['layout', [{ cols: [{ size: 13, contents: [] }] }]],
  // Functional values (spec 000 §5 Object, 001 §5): the object editor's text must compile.
  ['options', { mode: 'a' }],
  ['options', '{"mode": "a"}'],
  ['options', '{"mode": '],
  ['options', { $invalidJson: '{"mode" "a"}' }],
];

describe('the same validators in the form and on the server', () => {
  let admin: ApiClient;
  const type = `Probe${Date.now()}`;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const res = await admin.post('/api/global/data/schema', {
      _id: type,
      label: 'Sondes',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: [{ key: 'label', type: 'string', required: true }, ...PROPS],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it.each(CASES)('%s = %j', async (key, value) => {
    const prop = PROPS.find((p) => p.key === key)!;
    const form = validateValue(prop, value, { label: 'x', [key]: value });
    const server = await admin.post(`/api/demo-prod/data/${type}`, { label: 'x', [key]: value });
    if (form.ok) {
      expect(server.status, JSON.stringify(server.body)).toBe(201);
    } else {
      expect(server.status).toBe(400);
      expect(server.body.fields[key]).toBe(form.message);
    }
  });

  it('refuses a functional value that does not compile, naming the field, and writes nothing', async () => {
    const created = await admin.post(`/api/demo-prod/data/${type}`, { label: 'gardé', options: '{"mode": "a"}' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.options).toEqual({ mode: 'a' });
    const count = async () => (await admin.get(`/api/demo-prod/data/${type}?withCount=true&limit=1`)).body.count;
    const before = await count();
    const refused = await admin.post(`/api/demo-prod/data/${type}`, { label: 'refusé', options: '{"mode": "b",}' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'VALIDATION',
      fields: { options: expect.stringMatching(/^JSON invalide : .*\(ligne 1, colonne \d+\)$/) },
    });
    expect(refused.body.message).toContain('Options');
    expect(await count()).toBe(before);
    const update = await admin.put(`/api/demo-prod/data/${type}/${created.body._id}`, { options: { $invalidJson: '{"mode": "c"' } });
    expect(update.status).toBe(400);
    expect((await admin.get(`/api/demo-prod/data/${type}/${created.body._id}`)).body.options).toEqual({ mode: 'a' });
  });
});

describe('the validator table', () => {
  it('holds accepted and refused values for the types', () => {
    const refused = CASES.filter(
      ([key, value]) =>
        !validateValue(
          PROPS.find((p) => p.key === key)!,
          value,
        ).ok,
    ).map(([key]) => key);
    expect(refused.length).toBeGreaterThanOrEqual(18);
    expect(CASES.length - refused.length).toBeGreaterThanOrEqual(18);
  });
});

import { describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../metaSchema.js';
import {
  CURRENT_VERSIONS,
  defineMigrations,
  hasVersionedProperties,
  layoutMigrations,
  richTextMigrations,
  schemaMigrations,
  upgrade,
  upgradedSchemaRecord,
  upgradeDocument,
} from './index.js';

describe('a migration sequence', () => {
  it('is numbered from 1 in order, and applies only the steps after the stored version', () => {
    expect(() => defineMigrations('x', [{ version: 2, name: 'Skip', up: (v) => v }])).toThrow(/devrait porter la version 1/);
    const seq = defineMigrations<string[]>('x', [
      { version: 1, name: 'A', up: (v) => [...v, 'a'] },
      { version: 2, name: 'B', up: (v) => [...v, 'b'] },
    ]);
    expect(seq.current).toBe(2);
    expect(upgrade(seq, [], 0)).toEqual(['a', 'b']);
    expect(upgrade(seq, [], 1)).toEqual(['b']);
    expect(upgrade(seq, [], 2)).toEqual([]);
  });
});

describe('rich text', () => {
  it.each([
    ['<p>Bonjour</p>', { html: '<p>Bonjour</p>' }],
    [
      { html: '<p>x</p>', editorStateJson: '{}' },
      { html: '<p>x</p>', editorStateJson: '{}' },
    ],
  ])('%j becomes %j', (stored, expected) => {
    expect(upgrade(richTextMigrations, stored, 0)).toEqual(expected);
  });
});

describe('layout', () => {
  const layoutWith = (range: unknown, nested = false) => {
    const col = { size: 12, contents: [{ _id: 'a' }, { _id: 'b' }], groups: [{ uuid: 'g', selectionRange: range }] };
    return [{ cols: [nested ? { size: 12, contents: [{ cols: [col] }] } : col] }];
  };
  it.each([
    [{ start: 0, end: 1 }, [0, 1]],
    [{ start: 1 }, [1]],
    [{ start: 1, end: 1 }, [1]],
    [
      [0, 1],
      [0, 1],
    ],
    [[1], [1]],
  ])('group range %j is stored as %j, in nested columns too', (range, expected) => {
    expect(upgrade(layoutMigrations, layoutWith(range), 0)).toEqual(layoutWith(expected));
    expect(upgrade(layoutMigrations, layoutWith(range, true), 0)).toEqual(layoutWith(expected, true));
  });
});

describe('a stored document', () => {
  const props: PropertyDefinition[] = [
    { key: 'body', type: 'richtext' },
    { key: 'layout', type: 'layout' },
    { key: 'title', type: 'string' },
    { key: 'seo', type: 'object', propertiesList: [{ key: 'intro', type: 'richtext' }] },
    {
      key: 'chapters',
      type: 'list',
      itemType: 'object',
      itemSchema: {
        propertiesList: [
          { key: 'text', type: 'richtext' },
          { key: 'page', type: 'layout' },
          { key: 'aside', type: 'object', propertiesList: [{ key: 'note', type: 'richtext' }] },
        ],
      },
    },
    { key: 'quotes', type: 'list', itemType: 'richtext' },
  ];
  const oldLayout = [{ cols: [{ size: 12, contents: [{ _id: 'a' }], groups: [{ uuid: 'g', selectionRange: { start: 0 } }] }] }];
  const newLayout = [{ cols: [{ size: 12, contents: [{ _id: 'a' }], groups: [{ uuid: 'g', selectionRange: [0] }] }] }];

  it.each([
    ['top-level rich text', { body: '<p>x</p>' }, { body: { html: '<p>x</p>' } }],
    ['a string property, untouched', { title: '<b>titre</b>' }, { title: '<b>titre</b>' }],
    ['rich text in an object', { seo: { intro: '<p>i</p>' } }, { seo: { intro: { html: '<p>i</p>' } } }],
    [
      'rich text in list items',
      { chapters: [{ text: '<p>1</p>' }, { text: { html: '<p>2</p>' } }] },
      { chapters: [{ text: { html: '<p>1</p>' } }, { text: { html: '<p>2</p>' } }] },
    ],
    ['a layout in list items', { chapters: [{ page: oldLayout }] }, { chapters: [{ page: newLayout }] }],
    [
      'rich text in an object in list items',
      { chapters: [{ aside: { note: '<p>n</p>' } }] },
      { chapters: [{ aside: { note: { html: '<p>n</p>' } } }] },
    ],
    ['a list of rich texts', { quotes: ['<p>q</p>'] }, { quotes: [{ html: '<p>q</p>' }] }],
    ['values of another shape, left as they are', { seo: 'x', chapters: 'y', quotes: null }, { seo: 'x', chapters: 'y', quotes: null }],
  ])('%s: %j is upgraded to %j and stamped', (_what, old, expected) => {
    const { doc, changed } = upgradeDocument(props, old);
    expect(changed).toBe(true);
    expect(doc).toEqual({ ...expected, _v: CURRENT_VERSIONS });
    expect(upgradeDocument(props, doc)).toEqual({ doc, changed: false });
  });

  it('upgrades only the shapes whose stored version is older', () => {
    const doc = { body: '<p>gardé tel quel</p>', _v: { ...CURRENT_VERSIONS, layout: 0 } };
    expect(upgradeDocument(props, doc).doc.body).toBe('<p>gardé tel quel</p>');
  });

  it('knows which definitions hold versioned values at any depth', () => {
    expect(hasVersionedProperties(props)).toBe(true);
    expect(
      hasVersionedProperties([{ key: 'a', type: 'list', itemType: 'object', itemSchema: { propertiesList: [{ key: 'b', type: 'layout' }] } }]),
    ).toBe(true);
    expect(hasVersionedProperties([{ key: 'a', type: 'object', propertiesList: [{ key: 'b', type: 'string' }] }])).toBe(false);
  });
});

describe('a schema record', () => {
  it('is stamped with the version of its shape', () => {
    const record = { label: 'Étiquettes', propertiesList: [] };
    expect(upgradeDocument([], record, schemaMigrations).doc).toEqual({ ...record, _v: { ...CURRENT_VERSIONS, schema: 2 } });
    expect(upgradedSchemaRecord({ ...record, _v: { schema: 0 } })).toEqual(record);
  });

  it('has the hints of its properties at every depth in the rich-text shape', () => {
    const old = {
      label: 'Livres',
      propertiesList: [
        { key: 'title', type: 'string', hint: 'Le titre <b>complet</b>' },
        { key: 'address', type: 'object', propertiesList: [{ key: 'city', type: 'string', hint: 'Ville' }] },
        {
          key: 'chapters',
          type: 'list',
          itemType: 'object',
          itemSchema: { propertiesList: [{ key: 'name', type: 'string', hint: { html: '<p>Déjà riche</p>' } }] },
        },
      ],
      _v: { ...CURRENT_VERSIONS, schema: 1 },
    };
    const record = upgradedSchemaRecord(old) as unknown as DataSchema;
    expect(record.propertiesList[0].hint).toEqual({ html: 'Le titre <b>complet</b>' });
    expect(record.propertiesList[1].propertiesList![0].hint).toEqual({ html: 'Ville' });
    expect(record.propertiesList[2].itemSchema!.propertiesList![0].hint).toEqual({ html: '<p>Déjà riche</p>' });
    expect(record.propertiesList[0]).toEqual({ key: 'title', type: 'string', hint: { html: 'Le titre <b>complet</b>' } });
  });

  it('is brought through a later step of its shape, and only once', () => {
    // A hypothetical meta-schema change: `plural` renamed `labelPlural`.
    const sequence = defineMigrations<Record<string, unknown>>('schema', [
      ...schemaMigrations.migrations,
      { version: 3, name: 'PluralRenamed', up: ({ plural, ...rest }) => (plural === undefined ? rest : { ...rest, labelPlural: plural }) },
    ]);
    const old = { label: 'Étiquette', plural: 'Étiquettes', _v: { ...CURRENT_VERSIONS, schema: 2 } };
    const { doc } = upgradeDocument([], old, sequence);
    expect(doc).toEqual({ label: 'Étiquette', labelPlural: 'Étiquettes', _v: { ...CURRENT_VERSIONS, schema: 3 } });
    expect(upgradeDocument([], doc, sequence).changed).toBe(false);
  });
});

// What the search columns are made of: never a value some reader may not see, for each flag that hides one
// (model/propertyVisibility.ts), whatever the schema asks; a stored hash in any property neither.
import { describe, expect, it } from 'vitest';
import { DEVELOPER_PROPERTY_FLAGS } from '../../model/constants.js';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { isHiddenFromSome } from '../../model/propertyVisibility.js';
import { schemaRuleErrors } from '../../model/schemaRules.js';
import { askedSearchFields, searchColumnsOf, searchFieldsOf } from './searchIndex.js';

const HIDING_FLAGS = DEVELOPER_PROPERTY_FLAGS.filter((flag) => isHiddenFromSome({ key: 'secret', type: 'string', [flag]: true }));

const schemaWith = (secret: Partial<PropertyDefinition>): DataSchema =>
  ({
    _id: 'Coffre',
    label: 'Coffres',
    section: 'products',
    propertiesList: [
      { key: 'label', type: 'string', searchable: true },
      { key: 'visible', type: 'string', searchable: true, searchIndexWeight: 5 },
      { key: 'secret', type: 'string', searchable: true, ...secret },
    ],
  }) as DataSchema;

const columnsText = (schema: DataSchema, doc: Record<string, unknown>) => {
  const { weighted, plain } = searchColumnsOf(schema, 'r1', doc);
  return [...weighted, plain].join(' ');
};

describe('search columns', () => {
  it('hold every searchable property shown to every reader, by weight', () => {
    const schema = schemaWith({});
    expect(searchFieldsOf(schema)).toEqual([
      { key: 'label', weight: 3 },
      { key: 'visible', weight: 1 },
      { key: 'secret', weight: 3 },
    ]);
    expect(columnsText(schema, { label: 'Coffre', visible: 'rubis', secret: 'sesame' })).toContain('sesame');
  });

  it('read rich text as its words: tags part them, entities are decoded', () => {
    const schema = schemaWith({});
    const text = columnsText(schema, { label: 'Coffre', visible: { html: '<p>Pierre&nbsp;&amp;&nbsp;Fils</p><p>rubis</p>' } });
    expect(text).toContain('Pierre & Fils');
    expect(text).toMatch(/Fils\s+rubis/);
    expect(text).not.toMatch(/amp|nbsp|<p>/);
  });

  it('the flags that hide a value are known: the cases below are not empty', () => {
    expect(HIDING_FLAGS).toEqual(expect.arrayContaining(['writeOnly', 'notDisplayableInAdmin', 'excludedFromMongooseSchema']));
  });

  it.each(HIDING_FLAGS)('leave out a searchable property with %s, which the schema rules refuse', (flag) => {
    const schema = schemaWith({ [flag]: true });
    expect(searchFieldsOf(schema).map((f) => f.key)).toEqual(['label', 'visible']);
    // What an index made before this rule held: searchReindex.ts makes such a type's columns again.
    expect(askedSearchFields(schema).map((f) => f.key)).toEqual(['label', 'visible', 'secret']);
    const text = columnsText(schema, { label: 'Coffre', visible: 'rubis', secret: 'sesame' });
    expect(text).toContain('rubis');
    expect(text).not.toContain('sesame');
    expect(schemaRuleErrors(schema.propertiesList)).toEqual({ 'propertiesList.2.searchable': expect.stringContaining('« secret »') });
  });

  it.each(HIDING_FLAGS)('leave out a label with %s', (flag) => {
    const schema = { ...schemaWith({}), propertiesList: [{ key: 'label', type: 'string', [flag]: true }] } as DataSchema;
    expect(searchFieldsOf(schema)).toEqual([]);
    expect(columnsText(schema, { label: 'sesame' })).not.toContain('sesame');
  });

  it('leave out a stored password hash, in any property (no reader gets it back)', () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2VsZ3JhbmRvbQ$aGFzaHZhbHVl';
    expect(columnsText(schemaWith({}), { label: 'Coffre', visible: hash, secret: [hash] })).not.toContain('argon2');
  });
});

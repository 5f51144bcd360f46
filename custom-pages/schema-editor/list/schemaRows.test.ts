import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema';
import { schemaRows } from './schemaRows';

const schema = (_id: string, label: string, section: string, properties: number) =>
  ({ _id, label, section, propertiesList: Array.from({ length: properties }, (_, i) => ({ key: `p${i}`, type: 'string' })) }) as DataSchema;

const schemas = [
  schema('TextContent', 'Contenus texte', 'contents', 12),
  schema('Site', 'Sites', 'superadmin', 5),
  schema('schema', 'Schémas', 'superadmin', 21),
  schema('Font', 'Polices', 'noneButDisplayable', 3),
];
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('the schema list (spec 000 §2: a schema list with search)', () => {
  it('shows id, label, section and the number of properties, by id', () => {
    expect(schemaRows(schemas, '')[0]).toEqual({
      id: 'Font',
      label: 'Polices',
      section: 'noneButDisplayable',
      sectionLabel: 'Aucune (affichable)',
      properties: 3,
    });
    expect(ids(schemaRows(schemas, ''))).toEqual(['Font', 'schema', 'Site', 'TextContent']);
  });

  it.each([
    ['a label, without accents', 'schemas', ['schema']],
    ['an id', 'textcontent', ['TextContent']],
    ['a section id', 'superadmin', ['schema', 'Site']],
    ['a section label', 'contenus', ['TextContent']],
    ['several words', 'super sites', ['Site']],
    ['a label with a typo', 'polices', ['Font']],
    ['a label with a typo', 'polces', ['Font']],
    ['nothing', 'zzz', []],
  ])('searches %s', (_case, search, expected) => {
    expect(ids(schemaRows(schemas, search))).toEqual(expected);
  });

  it('sorts by label, section or number of properties, either way', () => {
    expect(ids(schemaRows(schemas, '', 'label'))).toEqual(['TextContent', 'Font', 'schema', 'Site']);
    expect(ids(schemaRows(schemas, '', 'properties', 'desc'))).toEqual(['schema', 'TextContent', 'Site', 'Font']);
    expect(ids(schemaRows(schemas, '', 'section'))).toEqual(['Font', 'TextContent', 'schema', 'Site']);
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { columnsOf, defaultSortOf, filterablePropertiesOf } from './schemaDerivations';

const schemaOf = (...propertiesList: PropertyDefinition[]) => ({ propertiesList });
const keys = (props: PropertyDefinition[]) => props.map((p) => p.key);

describe('columnsOf', () => {
  it('takes the properties flagged column, in schema order', () => {
    const schema = schemaOf(
      { key: 'label', type: 'string' },
      { key: 'status', type: 'enum', column: true },
      { key: 'publishTs', type: 'timestamp', column: true },
    );
    expect(keys(columnsOf(schema))).toEqual(['status', 'publishTs']);
  });

  it('falls back to the label property', () => {
    const schema = schemaOf({ key: 'title', type: 'string' }, { key: 'label', type: 'string' });
    expect(keys(columnsOf(schema))).toEqual(['label']);
  });

  it('else to the first three text properties', () => {
    const schema = schemaOf(
      { key: 'count', type: 'int' },
      { key: 'a', type: 'string' },
      { key: 'b', type: 'string' },
      { key: 'c', type: 'string' },
      { key: 'd', type: 'string' },
    );
    expect(keys(columnsOf(schema))).toEqual(['a', 'b', 'c']);
  });

  it('never shows write-only or developer-only properties', () => {
    const schema = schemaOf(
      { key: 'password', type: 'string', column: true, writeOnly: true },
      { key: 'secret', type: 'string', column: true, notDisplayableInAdmin: true },
      { key: 'login', type: 'string', column: true },
    );
    expect(keys(columnsOf(schema))).toEqual(['login']);
  });
});

describe('defaultSortOf', () => {
  it('sorts by publishTs descending when the schema has it (spec 001 §9)', () => {
    expect(defaultSortOf(schemaOf({ key: 'publishTs', type: 'timestamp' }))).toEqual({ field: 'publishTs', order: 'DESC' });
  });

  it('else by createTs descending, else by the first sortable property every reader sees, else by creation date', () => {
    expect(defaultSortOf(schemaOf({ key: 'createTs', type: 'timestamp' }))).toEqual({ field: 'createTs', order: 'DESC' });
    const sortable = (key: string, extra = {}) => ({ key, type: 'string' as const, sortable: true, ...extra });
    expect(defaultSortOf(schemaOf({ key: 'code', type: 'string' }, sortable('label'), sortable('rank')))).toEqual({ field: 'label', order: 'ASC' });
    expect(
      defaultSortOf(schemaOf(sortable('secret', { writeOnly: true }), sortable('internal', { notDisplayableInAdmin: true }), sortable('rank'))),
    ).toEqual({
      field: 'rank',
      order: 'ASC',
    });
    expect(defaultSortOf(schemaOf({ key: 'exportTs', type: 'timestamp', sortable: true }, sortable('label')))).toEqual({
      field: 'exportTs',
      order: 'DESC',
    });
    expect(defaultSortOf(schemaOf({ key: 'label', type: 'string' }))).toEqual({ field: 'createdAt', order: 'DESC' });
  });
});

describe('filterablePropertiesOf', () => {
  it('keeps filterable properties the API accepts in a filter', () => {
    const schema = schemaOf(
      { key: 'status', type: 'enum', filterable: true },
      { key: 'label', type: 'string' },
      { key: 'password', type: 'string', filterable: true, writeOnly: true },
      { key: 'isGift', type: 'bool', filterable: true },
    );
    expect(keys(filterablePropertiesOf(schema))).toEqual(['status', 'isGift']);
  });
});

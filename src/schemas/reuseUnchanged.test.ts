import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { reuseUnchanged } from './reuseUnchanged';

const schema = (id: string, label = id, extra: Partial<DataSchema> = {}): DataSchema =>
  ({ _id: id, label, section: 'contents', propertiesList: [{ key: 'label', type: 'string' }], ...extra }) as DataSchema;

describe('reuseUnchanged', () => {
  it('answers the previous catalogue itself when the new one is equal', () => {
    const previous = [schema('A'), schema('B')];
    expect(reuseUnchanged(previous, [schema('A'), schema('B')])).toBe(previous);
  });

  it('keeps the objects of unchanged schemas and takes the changed and new ones', () => {
    const a = schema('A');
    const b = schema('B');
    const changedB = schema('B', 'Bé');
    const c = schema('C');
    const result = reuseUnchanged([a, b], [schema('A'), changedB, c]);
    expect(result[0]).toBe(a);
    expect(result[1]).toBe(changedB);
    expect(result[2]).toBe(c);
  });

  it('drops removed schemas', () => {
    const a = schema('A');
    const result = reuseUnchanged([a, schema('B')], [schema('A')]);
    expect(result).toEqual([a]);
    expect(result[0]).toBe(a);
  });

  it('sees a change deep in a property definition', () => {
    const before = schema('A');
    const after = schema('A', 'A', { propertiesList: [{ key: 'label', type: 'string', required: true }] });
    expect(reuseUnchanged([before], [after])[0]).toBe(after);
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { duplicateOf } from './duplicate';

const schema = {
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'slug', type: 'slug', notDuplicable: true },
    { key: 'views', type: 'int', readOnly: true },
    { key: 'tags', type: 'list', itemType: 'objectRef', objectType: 'Tag' },
  ] satisfies PropertyDefinition[],
};

describe('duplicateOf (spec 001 §2 Duplicating)', () => {
  it('drops ids, dates, notDuplicable and read-only properties; keeps the rest and the class', () => {
    const record = {
      id: 'a1',
      _id: 'a1',
      _cls: 'TextContent',
      createdAt: '2024-01-01',
      updatedAt: '2024-02-01',
      _archived: true,
      label: 'Original',
      slug: 'original',
      views: 12,
      tags: [{ _id: 't1', _cls: 'Tag', _isRef: true }],
    };
    expect(duplicateOf(schema, record)).toEqual({ _cls: 'TextContent', label: 'Original', tags: [{ _id: 't1', _cls: 'Tag', _isRef: true }] });
  });

  it('is a copy: editing it leaves the original alone', () => {
    const record = { tags: [{ _id: 't1' }] };
    const copy = duplicateOf(schema, record);
    (copy.tags as { _id: string }[])[0]._id = 't2';
    expect(record.tags[0]._id).toBe('t1');
  });
});

import { describe, expect, it } from 'vitest';
import { fieldDiff } from './fieldDiff.js';

describe('fieldDiff', () => {
  it('lists changed, added and removed leaves with dotted paths, system keys aside', () => {
    const before = { _id: 'a', updatedAt: '1', label: 'Avant', layout: [{ size: 6 }, { size: 6 }], seo: { title: 'x' } };
    const after = { _id: 'a', updatedAt: '2', label: 'Après', layout: [{ size: 12 }], route: '/a' };
    expect(fieldDiff(before, after)).toEqual([
      { path: 'label', kind: 'changed', before: 'Avant', after: 'Après' },
      { path: 'layout.0.size', kind: 'changed', before: 6, after: 12 },
      { path: 'layout.1', kind: 'removed', before: { size: 6 } },
      { path: 'route', kind: 'added', after: '/a' },
      { path: 'seo', kind: 'removed', before: { title: 'x' } },
    ]);
  });

  it('finds nothing between equal records, and every key against a missing one', () => {
    expect(fieldDiff({ a: 1, b: null }, { a: 1 })).toEqual([]);
    expect(fieldDiff(undefined, { _id: 'x', a: 1 })).toEqual([{ path: '', kind: 'added', after: { a: 1 } }]);
  });
});

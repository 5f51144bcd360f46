import { describe, expect, it } from 'vitest';
import { duplicateGroups, rewriteTagRefs, tagKey } from './dedupTags.js';

describe('dedupTags', () => {
  it('groups tags equal but for case, accents and spaces; the first id is kept', () => {
    expect(tagKey('  Économie  Verte ')).toBe('economie verte');
    expect(
      duplicateGroups([
        { id: 't2', text: 'economie' },
        { id: 't1', text: 'Économie' },
        { id: 't3', text: 'Culture' },
      ]),
    ).toEqual([['t1', 't2']]);
  });

  it('rewrites references anywhere in a value and keeps a tag once per list', () => {
    const kept = new Map([['t2', 't1']]);
    const tags = [
      { _id: 't1', _cls: 'Tag', _isRef: true },
      { _id: 't2', _cls: 'Tag', _isRef: true },
    ];
    expect(rewriteTagRefs(tags, kept)).toEqual([{ _id: 't1', _cls: 'Tag', _isRef: true }]);
    expect(rewriteTagRefs({ main: { _id: 't2', _cls: 'Tag' } }, kept)).toEqual({ main: { _id: 't1', _cls: 'Tag' } });
    expect(rewriteTagRefs([{ _id: 't3', _cls: 'Tag' }], kept)).toBeUndefined();
    expect(rewriteTagRefs({ _id: 't2', _cls: 'Author' }, kept)).toBeUndefined();
  });
});

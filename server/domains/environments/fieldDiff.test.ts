import { describe, expect, it } from 'vitest';
import { fieldDiff } from './fieldDiff.js';
import { referencesOf, storedFilePath } from './references.js';

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

describe('referencesOf', () => {
  const isRecordType = (cls: string) => cls !== 'MenuItem';
  it('finds referenced records, page links and stored files, not the record itself nor embedded items', () => {
    const page = {
      _id: 'home',
      _cls: 'Page',
      route: '/home',
      image: '/2026/11/ab12cd34ef56-une.jpg?w=200',
      layout: [
        {
          cols: [
            {
              contents: [
                { _id: 'header', _cls: 'ComplexComponent', _isRef: true },
                { _id: 'textBlock', frontComponent: 'textBlock' },
              ],
            },
          ],
        },
      ],
      menu: { items: [{ _cls: 'MenuItem', _id: 'i1', link: { pageId: 'about' } }] },
      category: { _id: 'cat-culture', _cls: 'Category', _isRef: true },
      doc: '/api/demo/files/images/demo/guide.pdf',
    };
    expect(referencesOf(page, isRecordType)).toEqual({
      records: [
        { _cls: 'ComplexComponent', _id: 'header' },
        { _cls: 'Page', _id: 'about' },
        { _cls: 'Category', _id: 'cat-culture' },
      ],
      files: ['/2026/11/ab12cd34ef56-une.jpg', '/images/demo/guide.pdf'],
    });
  });

  it('takes only stored paths of accepted file types', () => {
    expect(storedFilePath('/a-propos')).toBeUndefined();
    expect(storedFilePath('/x/../../etc/passwd.txt')).toBeUndefined();
    expect(storedFilePath('/x/page.html')).toBeUndefined();
    expect(storedFilePath('/images/demo/a.png')).toBe('/images/demo/a.png');
  });
});

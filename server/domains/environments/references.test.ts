import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema.js';
import { referencesOf, storedFilePath } from './references.js';

const props: PropertyDefinition[] = [
  { key: 'label', type: 'string' },
  { key: 'image', type: 'image' },
  { key: 'doc', type: 'file' },
  { key: 'body', type: 'richtext' },
  { key: 'layout', type: 'layout' },
  { key: 'link', type: 'Link' },
  { key: 'category', type: 'objectRef', objectType: 'Category' },
  { key: 'tags', type: 'list', itemType: 'mongooseRef', objectType: 'Tag' } as PropertyDefinition,
  { key: 'menu', type: 'object', itemSchema: { propertiesList: [{ key: 'items', type: 'list' }] } } as PropertyDefinition,
];

describe('referencesOf', () => {
  const isRecordType = (cls: string) => cls !== 'MenuItem';
  it('finds every kind a record holds: components, pages, referenced records (bare ids too), images and files', () => {
    const page = {
      _id: 'home',
      _cls: 'Page',
      label: '/not/a/file.jpg',
      image: '/2026/11/ab12cd34ef56-une.jpg',
      doc: '/api/demo/files/images/demo/guide.pdf',
      body: { html: '<p>Voir <img src="/2026/11/photo-article.png" alt=""></p>' },
      layout: [
        {
          cols: [
            {
              contents: [
                { _id: 'header', _cls: 'ComplexComponent', _isRef: true },
                { _id: 'simpleImage', frontComponent: 'simpleImage', options: { src: '/2026/10/bandeau.webp', link: { pageId: 'contact' } } },
                { _id: 'home', _cls: 'Page', _isRef: true },
              ],
            },
          ],
        },
      ],
      link: { pageId: 'about', name: 'À propos' },
      category: { _id: 'cat-culture', _cls: 'Category', _isRef: true },
      tags: ['tag-a', { _id: 'tag-b', _cls: 'Tag', _isRef: true }],
      menu: { items: [{ _cls: 'MenuItem', _id: 'i1' }] },
    };
    const found = referencesOf(props, page, isRecordType);
    expect(new Set(found.records.map((r) => `${r._cls}/${r._id}`))).toEqual(
      new Set(['ComplexComponent/header', 'Page/contact', 'Page/about', 'Category/cat-culture', 'Tag/tag-a', 'Tag/tag-b']),
    );
    expect(new Set(found.files)).toEqual(
      new Set(['/2026/11/ab12cd34ef56-une.jpg', '/images/demo/guide.pdf', '/2026/11/photo-article.png', '/2026/10/bandeau.webp']),
    );
  });

  it('takes only stored paths of accepted file types', () => {
    expect(storedFilePath('/a-propos')).toBeUndefined();
    expect(storedFilePath('/x/../../etc/passwd.txt')).toBeUndefined();
    expect(storedFilePath('/x/page.html')).toBeUndefined();
    expect(storedFilePath('/images/demo/a.png')).toBe('/images/demo/a.png');
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema.js';
import { extractLinks, mayHoldLinks } from './recordLinks.js';

const props = [
  { key: 'author', type: 'objectRef', objectType: 'Author' },
  { key: 'tags', type: 'list', itemType: 'objectRef' },
  {
    key: 'chapters',
    type: 'list',
    itemSchema: {
      propertiesList: [
        { key: 'video', type: 'objectRef' },
        { key: 'cover', type: 'image' },
      ],
    },
  },
  { key: 'seo', type: 'object', propertiesList: [{ key: 'page', type: 'objectRef', objectType: 'Page' }] },
  { key: 'body', type: 'richtext' },
  { key: 'more', type: 'Link' },
  { key: 'layout', type: 'layout' },
  { key: 'title', type: 'string' },
] as unknown as PropertyDefinition[];

const ref = (cls: string, id: string) => ({ _id: id, _cls: cls, _isRef: true });

describe('extractLinks', () => {
  it('finds references in plain properties, lists, list items, nested objects, links and layouts, and stored files', () => {
    const doc = {
      author: 'a1',
      tags: [ref('Tag', 't1'), ref('Tag', 't2'), ref('Tag', 't1')],
      chapters: [
        { video: ref('Video', 'v1'), cover: '/2026/11/ab-c.jpg' },
        { video: ref('Video', 'v2'), cover: 'https://cdn.example.com/x.jpg' },
      ],
      seo: { page: ref('Page', 'home') },
      body: { html: '<p>x</p><figure><img src="/images/demo/photo.png" alt=""></figure><img src="https://elsewhere/a.png">' },
      more: { pageId: 'contact' },
      layout: [
        {
          cols: [
            {
              size: 12,
              contents: [
                ref('ComplexComponent', 'header'),
                { _id: 'simpleImage', options: { image: '/2026/10/zz-logo.png', entity: ref('TextContent', 'tc1') } },
              ],
            },
          ],
        },
      ],
      title: '/2026/11/not-a-link.jpg',
    };
    const found = extractLinks(props, doc).map((l) => `${l.prop} ${l.ref ? `${l.ref.cls}/${l.ref.id}` : `file ${l.file}`}`);
    expect(found.sort()).toEqual(
      [
        'author Author/a1',
        'tags Tag/t1',
        'tags Tag/t2',
        'chapters.video Video/v1',
        'chapters.video Video/v2',
        'chapters.cover file /2026/11/ab-c.jpg',
        'seo.page Page/home',
        'body file /images/demo/photo.png',
        'more Page/contact',
        'layout ComplexComponent/header',
        'layout file /2026/10/zz-logo.png',
        'layout TextContent/tc1',
      ].sort(),
    );
  });

  it('knows which schemas can hold links', () => {
    expect(mayHoldLinks(props)).toBe(true);
    expect(mayHoldLinks([{ key: 'title', type: 'string' }] as PropertyDefinition[])).toBe(false);
  });
});

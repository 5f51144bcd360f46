import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema.js';
import { impactOn } from './impact.js';

const schema = {
  _id: 'Article',
  label: 'Articles',
  section: 'contents',
  propertiesList: [
    { key: 'label', type: 'string', required: true },
    { key: 'body', type: 'richtext' },
  ],
} as DataSchema;

describe('the impact of a schema change on stored records', () => {
  it('checks them as the API shows them, in the current shapes (a rich text stored as bare HTML is read as {html})', () => {
    const stored = [
      { label: 'Ancien', body: '<p>Texte ancien</p>' },
      { label: 'Récent', body: { html: '<p>Texte</p>' }, _v: { richtext: 1, layout: 1 } },
      { body: { html: '<p>Sans titre</p>' } },
    ];
    expect(impactOn(schema, stored)).toEqual({ checked: 3, invalid: 1 });
  });

  it('does not count values of removed properties', () => {
    expect(impactOn(schema, [{ label: 'Gardé', oldKey: 42 }])).toEqual({ checked: 1, invalid: 0 });
  });
});

// The read path's upgrade of a stored record (documentMigrations.upgradedDoc).
import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { CURRENT_VERSIONS, VERSION_KEY } from '../../model/migrations/document.js';
import { upgradedDoc } from './documentMigrations.js';

const schema = {
  _id: 'Article',
  label: 'Articles',
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'body', type: 'richtext' },
  ],
} as unknown as DataSchema;

describe('upgradedDoc', () => {
  it('leaves a record holding none of its type’s versioned values as it is, stamped or not (a bulk load’s)', () => {
    const doc = { label: 'Sans corps', body: null };
    expect(upgradedDoc(schema, doc)).toBe(doc);
  });

  it('brings a record holding one, unstamped, to the current shapes and stamps it', () => {
    const upgraded = upgradedDoc(schema, { label: 'Ancien', body: '<p>Texte</p>' });
    expect(upgraded[VERSION_KEY]).toEqual(CURRENT_VERSIONS);
    expect(upgraded.body).toMatchObject({ html: '<p>Texte</p>' });
  });
});

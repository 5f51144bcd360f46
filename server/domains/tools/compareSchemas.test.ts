import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema.js';
import { compareSchemaLists } from './compareSchemas.js';

const s = (_id: string, label: string) => ({ _id, label, propertiesList: [] }) as unknown as DataSchema;

describe('compareSchemaLists', () => {
  it('tells schemas only here, only there, and changed ones field by field', () => {
    expect(
      compareSchemaLists(
        [s('Page', 'Pages'), s('Tag', 'Tags (ici)'), s('New', 'Nouveau')],
        [s('Page', 'Pages'), s('Tag', 'Tags'), s('Old', 'Ancien')],
      ),
    ).toEqual({
      added: ['New'],
      removed: ['Old'],
      changed: [{ _id: 'Tag', changes: [{ path: 'label', kind: 'changed', before: 'Tags', after: 'Tags (ici)' }] }],
      same: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { defaultValueOf, emptyRecord } from './defaults.js';

describe('defaults of a new record', () => {
  const schema = {
    propertiesList: [
      { key: 'weight', type: 'int' as const, default: 1 },
      { key: 'isImported', type: 'bool' as const, default: false },
      { key: 'tags', type: 'list' as const, default: ['a'] },
      { key: 'label', type: 'string' as const },
      { key: 'isPremium', type: 'bool' as const },
      { key: 'authors', type: 'list' as const },
      { key: 'layout', type: 'layout' as const },
      { key: 'tagline', type: 'object' as const },
    ],
  };

  it("gives every default, false and 0 included, else the type's empty value (bool unchecked, lists empty), else nothing", () => {
    expect(emptyRecord(schema)).toEqual({ weight: 1, isImported: false, tags: ['a'], isPremium: false, authors: [], layout: [] });
  });

  it('copies object defaults so a form cannot change the schema', () => {
    const value = defaultValueOf(schema.propertiesList[2]) as string[];
    value.push('b');
    expect(schema.propertiesList[2].default).toEqual(['a']);
    expect(defaultValueOf(schema.propertiesList[3])).toBeUndefined();
  });
});

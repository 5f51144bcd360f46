import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import type { SessionUser } from '../../model/rights.js';
import { RecordHookRegistry } from './recordHooks.js';
import { readView, toApiRecord } from './recordView.js';

// An object whose `flag` member is developer-only, as the definitions the schema of schemas holds.
const schemaOf = (id: string) =>
  ({
    _id: id,
    label: id,
    propertiesList: [
      {
        key: 'definition',
        type: 'object',
        propertiesList: [
          { key: 'key', type: 'string' },
          { key: 'flag', type: 'boolean', notDisplayableInAdmin: true },
        ],
      },
    ],
  }) as unknown as DataSchema;
const user = { _id: 'u', login: 'u', isDeveloper: false } as SessionUser;
const stored = {
  id: 'r',
  doc: { definition: { key: 'a', flag: true } },
  createdAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  archived: false,
};

describe('the view of nested developer-only values', () => {
  const hooks = new RecordHookRegistry();
  hooks.register('Shown', { showsNestedLocked: true });

  it('leaves them out for a non-developer, and refuses a filter on them', () => {
    const schema = schemaOf('Plain');
    const hidden = readView(schema, user, hooks);
    expect(toApiRecord(stored, schema, hidden).definition).toEqual({ key: 'a' });
    expect(hidden.hidesPath(['definition', 'flag'])).toBe(true);
  });

  it('shows them when the type says so in its hooks', () => {
    const schema = schemaOf('Shown');
    const hidden = readView(schema, user, hooks);
    expect(toApiRecord(stored, schema, hidden).definition).toEqual({ key: 'a', flag: true });
    expect(hidden.hidesPath(['definition', 'flag'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { dataSourceChoices, dataSourceFilter, declaredChoices, enumLabel } from './enumChoices';

const status: PropertyDefinition = {
  key: 'status',
  type: 'enum',
  values: [
    { value: 'prepub', label: 'Prépub' },
    { value: 'published', label: 'Publié' },
  ],
};

describe('enum choices', () => {
  it('are the declared values, plus a stored value no longer declared', () => {
    expect(declaredChoices(status, 'published')).toEqual([
      { id: 'prepub', name: 'Prépub' },
      { id: 'published', name: 'Publié' },
    ]);
    expect(declaredChoices(status, ['old', 'prepub']).map((c) => c.id)).toEqual(['prepub', 'published', 'old']);
  });

  it('come from a data source with its valuePath and labelPath (defaults _id and label)', () => {
    const records = [
      { _id: 'f1', label: 'Mensuel', plan: { code: 'M' } },
      { _id: 'f2', label: 'Annuel', plan: { code: 'A' } },
    ];
    expect(dataSourceChoices(records, { resource: 'SubscriptionFormula' })).toEqual([
      { id: 'f1', name: 'Mensuel' },
      { id: 'f2', name: 'Annuel' },
    ]);
    expect(dataSourceChoices(records, { resource: 'SubscriptionFormula', valuePath: 'plan.code' })[1]).toEqual({ id: 'A', name: 'Annuel' });
  });

  it("read the data source's query as JSON, ignoring an unreadable one", () => {
    expect(dataSourceFilter('{"isObsolete": false}')).toEqual({ isObsolete: false });
    expect(dataSourceFilter('{oops')).toEqual({});
    expect(dataSourceFilter(undefined)).toEqual({});
  });

  it('label cells with the declared labels', () => {
    expect(enumLabel(status, 'published')).toBe('Publié');
    expect(enumLabel({ ...status, multiple: true }, ['prepub', 'published'])).toBe('Prépub, Publié');
    expect(enumLabel(status, 'old')).toBe('old');
  });
});

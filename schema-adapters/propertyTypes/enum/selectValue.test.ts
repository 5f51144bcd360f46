import { describe, expect, it } from 'vitest';
import { withCurrentValues } from './enumChoices';
import { NO_RESULT, choiceOf, pickedOf, storedPicks } from './selectValue';
import { apiPathUrl, recordsOfAnswer } from './dataSourceFetch';

describe('multi-select values (spec 000 §5 Enum)', () => {
  it('store one pick as that value and none as null', () => {
    expect(storedPicks([])).toBeNull();
    expect(storedPicks(['a'])).toBe('a');
    expect(storedPicks(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('show a single stored value as one pick', () => {
    expect(pickedOf('a')).toEqual(['a']);
    expect(pickedOf(['a', 2])).toEqual(['a', 2]);
    expect(pickedOf(null)).toEqual([]);
    expect(pickedOf({ x: 1 })).toEqual([]);
  });
});

describe('select texts', () => {
  it("say 'Pas de résultat pour {input}' when nothing matches", () => {
    expect(NO_RESULT('xyz')).toBe('Pas de résultat pour xyz');
  });

  it('show a value no longer offered by itself', () => {
    expect(choiceOf([{ id: 'a', name: 'A' }], 'a')).toEqual({ id: 'a', name: 'A' });
    expect(choiceOf([], 'old')).toEqual({ id: 'old', name: 'old' });
    expect(withCurrentValues([{ id: 'a', name: 'A' }], ['a', 'old'])).toEqual([
      { id: 'a', name: 'A' },
      { id: 'old', name: 'old' },
    ]);
  });
});

describe('data sources with an API path (spec 001 §3)', () => {
  it('are fetched below the site, or global', () => {
    expect(apiPathUrl({ resource: 'Site', apiPath: 'sites/list' }, 'demo-prod')).toBe('/api/demo-prod/sites/list');
    expect(apiPathUrl({ resource: 'Site', apiPath: '/sites', isGlobal: true }, 'demo-prod')).toBe('/api/global/sites');
    expect(apiPathUrl({ resource: 'Tag', apiPath: 'tags', query: '{"isMain":true}' }, 'd')).toBe(
      `/api/d/tags?adminFilter=${encodeURIComponent('{"isMain":true}')}`,
    );
  });

  it('are read at listPath, else the answer or its data', () => {
    expect(recordsOfAnswer({ result: { items: [{ _id: 1 }] } }, 'result.items')).toEqual([{ _id: 1 }]);
    expect(recordsOfAnswer([{ _id: 1 }], undefined)).toEqual([{ _id: 1 }]);
    expect(recordsOfAnswer({ data: [{ _id: 2 }], count: 1 }, undefined)).toEqual([{ _id: 2 }]);
    expect(recordsOfAnswer({ nothing: true }, 'data')).toEqual([]);
  });
});

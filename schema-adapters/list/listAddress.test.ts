import { describe, expect, it } from 'vitest';
import { columnsOfSearch, searchOfState, withColumns } from './listAddress';

describe("a list's state in its address", () => {
  it('sets and removes the columns, keeping the other parameters', () => {
    const search = '?filter=%7B%22status%22%3A%22published%22%7D&sort=label&order=ASC&page=2';
    const withSome = withColumns(search, ['label', 'createdAt']);
    expect(columnsOfSearch(withSome)).toEqual(['label', 'createdAt']);
    expect(new URLSearchParams(withSome).get('sort')).toBe('label');
    expect(new URLSearchParams(withSome).get('page')).toBe('2');
    expect(columnsOfSearch(withColumns(withSome, undefined))).toBeUndefined();
    expect(columnsOfSearch('?columns=')).toEqual([]);
  });

  it('writes a saved view as the query react-admin reads, on its first page', () => {
    const search = new URLSearchParams(
      searchOfState({ filter: { q: 'été' }, sort: { field: 'label', order: 'DESC' }, perPage: 50, columns: ['label'] }),
    );
    expect(JSON.parse(search.get('filter')!)).toEqual({ q: 'été' });
    expect([search.get('sort'), search.get('order'), search.get('perPage'), search.get('page'), search.get('columns')]).toEqual([
      'label',
      'DESC',
      '50',
      '1',
      'label',
    ]);
  });
});

describe('the same list state', () => {
  it('whatever the order of the parameters and the page', async () => {
    const { sameListState } = await import('./listAddress');
    expect(sameListState('?sort=label&order=ASC&page=3&filter=%7B%7D', '?filter=%7B%7D&page=1&order=ASC&sort=label')).toBe(true);
    expect(sameListState('?sort=label&order=ASC', '?sort=label&order=DESC')).toBe(false);
    expect(sameListState('?columns=label', '?columns=label,status')).toBe(false);
  });
});

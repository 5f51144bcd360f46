import { getQuery, parseQueryFromLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { columnsOfSearch, listParamsOf, searchOfState, withColumns } from './listAddress';

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

describe('the parameters a list asks its records with, before react-admin runs', () => {
  const defaults = { sort: { field: 'publishTs', order: 'DESC' as const }, perPage: 30 };
  /** What react-admin's store holds for a list never changed (useListParams' default). */
  const unchanged = { sort: null, order: null, page: 1, perPage: null, filter: {}, displayedFilters: {} };
  const filter = encodeURIComponent(JSON.stringify({ status: 'draft', q: 'été' }));
  it.each([
    ['nothing in the address nor stored', '', undefined],
    ['stored unchanged', '', unchanged],
    ['a stored sort, page and size', '', { ...unchanged, sort: 'label', order: 'ASC', page: 3, perPage: 50 }],
    ['a stored filter', '', { ...unchanged, filter: { q: 'été', status: 'published' } }],
    ['the address’s query over the stored one', `?filter=${filter}&sort=label&order=ASC&page=2&perPage=50`, { ...unchanged, sort: 'createdAt' }],
    ['an address with its columns only', '?columns=label,createdAt', undefined],
    ['an address with a malformed filter and page', '?filter=%7Bnope&page=x', undefined],
    ['an address with a sort and no order', '?sort=label', undefined],
  ])('as react-admin computes them: %s', (_, search, stored) => {
    // react-admin's own useListParams (getQuery), then its list controller.
    const query = getQuery({
      queryFromLocation: parseQueryFromLocation({ search }),
      params: (stored ?? unchanged) as Parameters<typeof getQuery>[0]['params'],
      filterDefaultValues: undefined,
      sort: defaults.sort,
      perPage: defaults.perPage,
    });
    expect(listParamsOf(search, stored, defaults)).toEqual({
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...query.filter },
    });
  });
});

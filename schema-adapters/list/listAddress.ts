// A list's state in its address, so that it can be sent to a colleague or kept as a view: react-admin keeps the
// filters, sort, page and page size there (`filter`, `sort`, `order`, `page`, `perPage`); `columns` adds the visible
// columns, in their order (a comma list; absent when all the default columns show).
import type { GetListParams, SortPayload } from 'react-admin';
import type { ListState } from '../../model/list-views';

export type { ListState };

export const COLUMNS_PARAM = 'columns';

export const columnsOfSearch = (search: string): string[] | undefined => {
  const raw = new URLSearchParams(search).get(COLUMNS_PARAM);
  return raw === null ? undefined : raw.split(',').filter(Boolean);
};

/** `search` with its `columns` set (or removed when undefined), the other parameters kept as they are. */
export function withColumns(search: string, columns: string[] | undefined): string {
  const params = new URLSearchParams(search);
  if (columns) params.set(COLUMNS_PARAM, columns.join(','));
  else params.delete(COLUMNS_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address's query of a list state, as react-admin reads it (page 1). */
export function searchOfState(state: ListState): string {
  const params = new URLSearchParams();
  params.set('filter', JSON.stringify(state.filter ?? {}));
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  if (state.perPage) params.set('perPage', String(state.perPage));
  params.set('page', '1');
  if (state.columns) params.set(COLUMNS_PARAM, state.columns.join(','));
  return `?${params.toString()}`;
}

/** The list's current state, to save as a view. */
export const stateOfList = (list: { filterValues: Record<string, unknown>; sort: SortPayload; perPage: number }, columns?: string[]): ListState => ({
  filter: list.filterValues,
  sort: { field: list.sort.field, order: list.sort.order === 'ASC' ? 'ASC' : 'DESC' },
  perPage: list.perPage,
  ...(columns && { columns }),
});

/** Whether two addresses show the same list state, whatever their parameters' order and page. */
export function sameListState(a: string, b: string): boolean {
  const [pa, pb] = [new URLSearchParams(a), new URLSearchParams(b)];
  return ['filter', 'sort', 'order', 'perPage', COLUMNS_PARAM].every((key) => (pa.get(key) ?? '') === (pb.get(key) ?? ''));
}

/** Where react-admin keeps a list's parameters in the site's store: each sub-filter keeps its own page, sort and search. */
export const listStoreKey = (schemaId: string, filterId?: string) => `${schemaId}.${filterId ?? 'all'}.listParams`;

type Params = Record<string, unknown> & { filter?: unknown };

/** react-admin's test of stored parameters that differ from its defaults (useListParams' hasCustomParams). */
const customised = (params: Params | undefined): params is Params =>
  !!params?.filter &&
  (Object.keys(params.filter).length > 0 || params.order != null || params.page !== 1 || params.perPage != null || params.sort != null);

const numberOr = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/**
 * The parameters a list asks its records with (react-admin's useListParams, then its list controller): the address's
 * query when it has one, else the stored parameters when customised, else the defaults. For a read made before
 * react-admin runs (src/routing/earlyListRead.ts), whose answer is taken only when its address is the list's own.
 */
export function listParamsOf(
  search: string,
  stored: unknown,
  defaults: { sort: SortPayload; perPage: number },
): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> {
  const fromAddress: Params = Object.fromEntries(new URLSearchParams(search));
  if (typeof fromAddress.filter === 'string') {
    try {
      fromAddress.filter = JSON.parse(fromAddress.filter);
    } catch {
      delete fromAddress.filter;
    }
  }
  const storedParams = stored && typeof stored === 'object' ? (stored as Params) : undefined;
  const query: Params = Object.keys(fromAddress).length ? fromAddress : customised(storedParams) ? { ...storedParams } : { filter: {} };
  if (!query.sort) Object.assign(query, { sort: defaults.sort.field, order: defaults.sort.order });
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? defaults.perPage, 10) },
    sort: { field: String(query.sort), order: query.order as SortPayload['order'] },
    filter: { ...(query.filter as object) },
  };
}

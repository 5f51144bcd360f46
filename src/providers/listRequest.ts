// A list's request and its answer, as react-admin's data provider makes them (dataProvider.ts): the entry's early read
// of a list (earlyList.ts) asks for the same address, so that the list takes its answer only when it would have asked
// exactly that.
import type { GetListParams, Identifier } from 'react-admin';
import type { ListRequest } from '../../model/listQuery';
import type { DataSchema } from '../../model/metaSchema';
import { recordSiteOf } from '../../model/recordSite';
import { withQuery } from './http';

export type ApiRecord = Record<string, unknown> & { _id: Identifier };
type Filter = Record<string, unknown>;
export interface ListAnswer {
  data: ApiRecord[];
  count?: number;
  countIsLowerBound?: boolean;
}

/** react-admin's methods are generic in the record type, which nothing here can check: records are loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseRecord = any;
export const toRecord = (record: ApiRecord): LooseRecord => ({ ...record, id: record._id });

/** Splits react-admin's filter into the API's structured filter and its text search (`q`). */
export function filterQuery(filter: Filter = {}) {
  const { q, ...structured } = filter;
  return {
    adminFilter: Object.keys(structured).length ? JSON.stringify(structured) : undefined,
    adminSearch: typeof q === 'string' && q.trim() ? q.trim() : undefined,
  };
}

export function listQuery({ pagination, sort, filter, meta }: Partial<GetListParams>): ListRequest {
  const field = sort?.field === 'id' ? '_id' : sort?.field;
  return {
    offset: pagination ? (pagination.page - 1) * pagination.perPage : undefined,
    limit: pagination?.perPage,
    sortBy: field ? `${sort?.order === 'DESC' ? '-' : ''}${field}` : undefined,
    ...filterQuery(filter),
    withCount: true,
    serialize: true,
    adminTable: true,
    archived: meta?.archived ? true : undefined,
    // A sidebar sub-filter is named, computed by the server (docs/api.md `filter`).
    filter: typeof meta?.filterId === 'string' ? meta.filterId : undefined,
  };
}

/** Where a type's records are: the platform's (`global`) or the site's. */
export const dataScopeOf = (siteId: string, schema: Pick<DataSchema, 'storedInInstanceDatabase'> | undefined) =>
  encodeURIComponent(recordSiteOf(siteId, schema));

export const dataPath = (scope: string, resource: string, area: 'data' | 'history' = 'data') =>
  `/api/${scope}/${area}/${encodeURIComponent(resource)}`;

/** The address of a page of a list. */
export const listAddress = (scope: string, resource: string, query: ListRequest) =>
  withQuery(dataPath(scope, resource), query as Record<string, string | number | boolean | undefined>);

/** Past the server's count bound, react-admin's partial pagination, with the bound in `meta.countAtLeast`. */
export function listResult(body: ListAnswer, query: ListRequest) {
  const data = body.data.map(toRecord);
  if (!body.countIsLowerBound) return { data, total: body.count ?? body.data.length };
  const offset = Number(query.offset ?? 0);
  return { data, pageInfo: { hasNextPage: data.length === Number(query.limit), hasPreviousPage: offset > 0 }, meta: { countAtLeast: body.count } };
}

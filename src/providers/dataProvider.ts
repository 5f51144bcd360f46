// react-admin data provider over our records API (docs/api.md). A resource is a schema `_id`;
// records get `id = _id` because react-admin keys everything on `id`.
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { diffRecord } from '../../model/diff';
import type { ApiCall } from '../../schema-adapters/shared/useApiCall';
import { apiFetch, withQuery, type FetchFn } from './http';
import { withReauth, type ReauthGate } from './reauthGate';
import { earlyListRead } from './earlyList';
import { keepReferenceLabels } from './referenceLabels';
import { dataPath, dataScopeOf, filterQuery, listAddress, listQuery, listResult, toRecord, type ApiRecord, type ListAnswer } from './listRequest';

type Filter = Record<string, unknown>;

export interface ConsoleDataProvider extends DataProvider {
  /** Brings back an archived record. */
  restore(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** Number of live records matching the filter (`q` is the text search) and the named sub-filter `filterId`. */
  count(resource: string, params: { filter?: Filter; filterId?: string }): Promise<number>;
  /** Several counts at once (keys `Type` or `Type:filterId`): those this user may read, in one request per space. */
  counts(keys: string[]): Promise<Record<string, number>>;
  /** Any other call of the API (docs/api.md), for custom screens: the answer's body; errors as for the other methods. */
  call<T = unknown>(path: string, init?: ApiCall): Promise<T>;
  /**
   * A record's history (docs/api.md "Records' history"), `sub` below …/history/{Type}/{id}. A POST (restoring a
   * version) sends the record's ETag as If-Match and keeps the new one, as a save does.
   */
  history<T = unknown>(resource: string, id: Identifier, sub: string, init?: ApiCall): Promise<T>;
  /**
   * The version of a record last read or written here (its ETag's number), if any, once this screen's writes of it in
   * flight have been answered. A promise, as every method: react-admin's
   * provider (useDataProvider) treats each answer as one.
   */
  heldVersion(resource: string, id: Identifier): Promise<number | undefined>;
}

export type { ApiCall };

export interface DataProviderOptions {
  siteId: string;
  /** The catalogue, or a function answering the current one (the provider then outlives catalogue changes). */
  schemas: DataSchema[] | (() => DataSchema[]);
  fetch?: FetchFn;
  /** Where a call refused for want of a recent second factor asks for it, then goes again. */
  reauth?: ReauthGate;
}

function withoutId(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _ignored, ...rest } = data;
  return rest;
}

export function createDataProvider({ siteId, schemas, fetch: fetchFn = fetch, reauth }: DataProviderOptions): ConsoleDataProvider {
  const currentSchemas = typeof schemas === 'function' ? schemas : () => schemas;
  // ETag of the last version read or written, per record: sent back as If-Match so a stale save gets a 412.
  const etags = new Map<string, string>();
  // Writes not answered yet, per record: the stream's news of a save can come before the save's own answer.
  const writing = new Map<string, Promise<void>>();
  const tracked = <T>(resource: string, id: Identifier, call: Promise<T>): Promise<T> => {
    const key = etagKey(resource, id);
    const settled: Promise<void> = call.then(
      () => forget(key, settled),
      () => forget(key, settled),
    );
    writing.set(key, settled);
    return call;
  };
  const forget = (key: string, write: Promise<void>) => {
    if (writing.get(key) === write) writing.delete(key);
  };

  const scopeOf = (resource: string) =>
    dataScopeOf(
      siteId,
      currentSchemas().find((candidate) => candidate._id === resource),
    );
  const basePath = (resource: string, area: 'data' | 'history' = 'data') => dataPath(scopeOf(resource), resource, area);
  const recordPath = (resource: string, id: Identifier) => `${basePath(resource)}/${encodeURIComponent(String(id))}`;
  const etagKey = (resource: string, id: Identifier) => `${resource}/${id}`;
  // Every call: a refusal for want of a recent second factor asks for it and goes again (a save of one's own login too).
  const api = <T>(url: string, init?: Parameters<typeof apiFetch>[1]) => withReauth(reauth, () => apiFetch<T>(url, init, fetchFn));

  const ifMatch = (resource: string, id: Identifier): Record<string, string> => {
    const etag = etags.get(etagKey(resource, id));
    return etag ? { 'If-Match': etag } : {};
  };

  /** After a write, the previous ETag is stale: keep the new one, or forget it when none is answered. */
  const keepEtag = (resource: string, id: Identifier, headers: Headers) => {
    const etag = headers.get('ETag');
    if (etag) etags.set(etagKey(resource, id), etag);
    else etags.delete(etagKey(resource, id));
  };

  const fetchList = async (resource: string, query: ReturnType<typeof listQuery>) => {
    const address = listAddress(scopeOf(resource), resource, query);
    // The page the entry read for this very address (earlyList.ts), when it came after the list's first render.
    const body = (await earlyListRead(address)) ?? (await api<ListAnswer>(address, {})).body;
    return listResult(body, query);
  };

  const write = async (resource: string, id: Identifier, method: 'PUT' | 'DELETE', body?: unknown) => {
    const response = await tracked(resource, id, api<ApiRecord>(recordPath(resource, id), { method, body, headers: ifMatch(resource, id) }));
    keepEtag(resource, id, response.headers);
    return toRecord(response.body);
  };

  return {
    heldVersion: async (resource, id) => {
      await writing.get(etagKey(resource, id));
      const version = /\d+/.exec(etags.get(etagKey(resource, id)) ?? '')?.[0];
      return version === undefined ? undefined : Number(version);
    },

    getList: (resource, params) => fetchList(resource, listQuery(params)),

    getOne: async (resource, { id, meta }) => {
      // References come with their labels: the record screen shows them without a request per referenced type.
      const path = withQuery(recordPath(resource, id), meta?.archived ? { archived: true, serialize: true } : { serialize: true });
      const { body, headers } = await api<ApiRecord>(path, {});
      keepEtag(resource, id, headers);
      return { data: toRecord(body) };
    },

    getMany: async (resource, { ids }) => {
      if (!ids.length) return { data: [] };
      const { data } = await fetchList(resource, {
        adminFilter: JSON.stringify({ _id: { $in: ids } }),
        limit: ids.length,
        serialize: true,
      });
      return { data };
    },

    getManyReference: (resource, { target, id, filter, ...params }) =>
      fetchList(resource, listQuery({ ...params, filter: { ...filter, [target]: id } })),

    create: async (resource, { data }) => {
      const response = await api<ApiRecord>(basePath(resource), { method: 'POST', body: withoutId(data) });
      const record = toRecord(response.body);
      keepEtag(resource, record.id, response.headers);
      return { data: record };
    },

    update: async (resource, { id, data, previousData }) => {
      const changes = withoutId(diffRecord(withoutId(previousData ?? {}), withoutId(data)));
      return { data: keepReferenceLabels(await write(resource, id, 'PUT', changes), data) };
    },

    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) await write(resource, id, 'PUT', withoutId(data));
      return { data: ids };
    },

    delete: async (resource, { id }) => ({ data: await write(resource, id, 'DELETE') }),

    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await write(resource, id, 'DELETE');
      return { data: ids };
    },

    restore: async (resource, { id }) => {
      const response = await api<ApiRecord>(`${recordPath(resource, id)}/restore`, { method: 'POST' });
      keepEtag(resource, id, response.headers);
      return { data: toRecord(response.body) };
    },

    count: async (resource, { filter, filterId }) => {
      const { body } = await api<number>(withQuery(`${basePath(resource)}/count`, { ...filterQuery(filter), filter: filterId }), {});
      return body;
    },

    counts: async (keys) => {
      const bySpace = new Map<string, string[]>();
      for (const key of keys) {
        const scope = scopeOf(key.split(':')[0]);
        bySpace.set(scope, [...(bySpace.get(scope) ?? []), key]);
      }
      const answers = await Promise.all(
        [...bySpace].map(
          async ([scope, of]) => (await api<Record<string, number>>(withQuery(`/api/${scope}/counts`, { types: of.join(',') }), {})).body,
        ),
      );
      return Object.assign({}, ...answers);
    },

    call: async <T>(path: string, { method = 'GET', body, query = {} }: ApiCall = {}) =>
      (await api<T>(withQuery(path, query), { method, body })).body,

    history: async <T>(resource: string, id: Identifier, sub: string, { method = 'GET', query = {} }: ApiCall = {}) => {
      const path = withQuery(`${basePath(resource, 'history')}/${encodeURIComponent(String(id))}${sub}`, query);
      if (method === 'GET') return (await api<T>(path, {})).body;
      const response = await tracked(resource, id, api<T>(path, { method, headers: ifMatch(resource, id) }));
      keepEtag(resource, id, response.headers);
      return response.body;
    },
  };
}

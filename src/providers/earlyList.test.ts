import { QueryClient } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { createDataProvider } from './dataProvider';
import { readListEarly, refetchOnMountUnlessEarly, takeEarlyLists } from './earlyList';
import { listAddress, listQuery } from './listRequest';

const params = {
  pagination: { page: 1, perPage: 30 },
  sort: { field: 'publishTs', order: 'DESC' as const },
  filter: {},
  meta: { columnsOnly: true },
};
const ADDRESS = '/api/demo-prod/data/TextContent?first';
const addressOf = (resource: string, p: GetListParams) => (resource === 'TextContent' && p.pagination?.page === 1 ? ADDRESS : '/api/other');
const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The admin's query cache creating the list's query, as its first render does. */
function listQueryOf(client: QueryClient, key: readonly unknown[]) {
  return client.getQueryCache().build(client, { queryKey: key });
}

afterEach(() => vi.unstubAllGlobals());

describe("a list's first page read before the console's code", () => {
  it('is the first page of the list that asks for its address, once, and that list does not ask again at its mount', async () => {
    vi.stubGlobal('fetch', answering(200, { data: [{ _id: 'tc-1', label: 'Un' }], count: 1 }));
    readListEarly(ADDRESS, listQuery(params));
    await settled();
    const client = new QueryClient();
    takeEarlyLists(client, addressOf);
    const other = listQueryOf(client, ['TextContent', 'getList', { ...params, pagination: { page: 2, perPage: 30 } }]);
    expect(other.state.data).toBeUndefined();
    const list = listQueryOf(client, ['TextContent', 'getList', params]);
    expect(list.state.data).toEqual({ data: [{ _id: 'tc-1', label: 'Un', id: 'tc-1' }], total: 1 });
    expect(refetchOnMountUnlessEarly(list)).toBe(false);
    expect(refetchOnMountUnlessEarly(other)).toBe(true);
    // Taken: the same list made again (another visit) asks for itself.
    const secondClient = new QueryClient();
    takeEarlyLists(secondClient, addressOf);
    expect(listQueryOf(secondClient, ['TextContent', 'getList', params]).state.data).toBeUndefined();
  });

  it('keeps nothing refused (the session ended) nor anything that is not a list', async () => {
    for (const fetch of [answering(401, { error: 'UNAUTHENTICATED' }), answering(200, { nope: true })]) {
      vi.stubGlobal('fetch', fetch);
      readListEarly(ADDRESS, listQuery(params));
      await settled();
      const client = new QueryClient();
      takeEarlyLists(client, addressOf);
      expect(listQueryOf(client, ['TextContent', 'getList', params]).state.data).toBeUndefined();
    }
  });

  it("still on its way at the list's first render, is the answer of the list's own request, not asked twice", async () => {
    let answer: (response: Response) => void = () => undefined;
    const early = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', early);
    const address = listAddress('demo-prod', 'TextContent', listQuery(params));
    readListEarly(address, listQuery(params));
    const client = new QueryClient();
    takeEarlyLists(client, () => address);
    expect(listQueryOf(client, ['TextContent', 'getList', params]).state.data).toBeUndefined();
    const provider = vi.fn(async () => new Response('{"data":[],"count":0}'));
    const dataProvider = createDataProvider({ siteId: 'demo-prod', schemas: [{ _id: 'TextContent' } as DataSchema], fetch: provider });
    const first = dataProvider.getList('TextContent', params);
    answer(new Response(JSON.stringify({ data: [{ _id: 'tc-1' }], count: 1 })));
    expect(await first).toEqual({ data: [{ _id: 'tc-1', id: 'tc-1' }], total: 1 });
    expect(early).toHaveBeenCalledTimes(1);
    expect(provider).not.toHaveBeenCalled();
    // Taken: the next read of the page asks the server.
    expect(await dataProvider.getList('TextContent', params)).toEqual({ data: [], total: 0 });
    expect(provider).toHaveBeenCalledTimes(1);
  });
});

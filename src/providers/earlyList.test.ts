import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { listAddress, listQuery } from './listRequest';

const params = {
  pagination: { page: 1, perPage: 30 },
  sort: { field: 'publishTs', order: 'DESC' as const },
  filter: {},
  meta: { columnsOnly: true },
};
const secondPage = { ...params, pagination: { page: 2, perPage: 30 } };
const ADDRESS = '/api/demo-prod/data/TextContent?first';
const addressOf = (resource: string, p: GetListParams) => (resource === 'TextContent' && p.pagination?.page === 1 ? ADDRESS : '/api/other');
const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The admin's query cache creating a list's query, as its first render does. */
const listQueryOf = (client: QueryClient, key: readonly unknown[]) => client.getQueryCache().build(client, { queryKey: key });

// The module keeps the page's one early read: each test has a page of its own.
let early: typeof import('./earlyList');
beforeEach(async () => {
  vi.resetModules();
  early = await import('./earlyList');
});
afterEach(() => vi.unstubAllGlobals());

/** A page whose early read answered `body`, and its first admin's query cache. */
async function pageWithEarlyRead(body: unknown, status = 200) {
  vi.stubGlobal('fetch', answering(status, body));
  early.readListEarly(ADDRESS, listQuery(params));
  await settled();
  const client = new QueryClient();
  early.takeEarlyLists(client, addressOf);
  return client;
}

describe("a list's first page read before the console's code", () => {
  it("is the first list's page when it asks for that address, and that list does not ask again at its mount", async () => {
    const client = await pageWithEarlyRead({ data: [{ _id: 'tc-1', label: 'Un' }], count: 1 });
    const list = listQueryOf(client, ['TextContent', 'getList', params]);
    expect(list.state.data).toEqual({ data: [{ _id: 'tc-1', label: 'Un', id: 'tc-1' }], total: 1 });
    expect(early.refetchOnMountUnlessEarly(list)).toBe(false);
    // Its render's observer subscribes (its mount), without asking; a later mount (the list opened again) asks.
    const unsubscribe = new QueryObserver<unknown>(client, {
      queryKey: list.queryKey,
      queryFn: async () => null,
      refetchOnMount: early.refetchOnMountUnlessEarly,
    }).subscribe(() => undefined);
    expect(list.state.fetchStatus).toBe('idle');
    unsubscribe();
    expect(early.refetchOnMountUnlessEarly(list)).toBe(true);
    const other = listQueryOf(client, ['TextContent', 'getList', secondPage]);
    expect(other.state.data).toBeUndefined();
    expect(early.refetchOnMountUnlessEarly(other)).toBe(true);
  });

  it("is nobody's once the first list asked for another address, or another admin began (a sign-in, another site)", async () => {
    const client = await pageWithEarlyRead({ data: [{ _id: 'tc-1' }], count: 1 });
    listQueryOf(client, ['TextContent', 'getList', secondPage]);
    expect(listQueryOf(client, ['TextContent', 'getList', params]).state.data).toBeUndefined();

    vi.resetModules();
    early = await import('./earlyList');
    await pageWithEarlyRead({ data: [{ _id: 'tc-1' }], count: 1 });
    const nextAdmin = new QueryClient();
    early.takeEarlyLists(nextAdmin, addressOf);
    expect(listQueryOf(nextAdmin, ['TextContent', 'getList', params]).state.data).toBeUndefined();
  });

  it('keeps nothing refused (the session ended) nor anything that is not a list', async () => {
    for (const [status, body] of [
      [401, { error: 'UNAUTHENTICATED' }],
      [200, { nope: true }],
    ] as const) {
      vi.resetModules();
      early = await import('./earlyList');
      const client = await pageWithEarlyRead(body, status);
      expect(listQueryOf(client, ['TextContent', 'getList', params]).state.data).toBeUndefined();
    }
  });

  it("still on its way at the list's first render, is the answer of the list's own request, not asked twice", async () => {
    const { createDataProvider } = await import('./dataProvider');
    let answer: (response: Response) => void = () => undefined;
    const read = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', read);
    const address = listAddress('demo-prod', 'TextContent', listQuery(params));
    early.readListEarly(address, listQuery(params));
    const client = new QueryClient();
    early.takeEarlyLists(client, () => address);
    expect(listQueryOf(client, ['TextContent', 'getList', params]).state.data).toBeUndefined();
    const provider = vi.fn(async () => new Response('{"data":[],"count":0}'));
    const dataProvider = createDataProvider({ siteId: 'demo-prod', schemas: [{ _id: 'TextContent' } as DataSchema], fetch: provider });
    const first = dataProvider.getList('TextContent', params);
    answer(new Response(JSON.stringify({ data: [{ _id: 'tc-1' }], count: 1 })));
    expect(await first).toEqual({ data: [{ _id: 'tc-1', id: 'tc-1' }], total: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(provider).not.toHaveBeenCalled();
    // Taken: the next read of the page asks the server.
    expect(await dataProvider.getList('TextContent', params)).toEqual({ data: [], total: 0 });
    expect(provider).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { createDataProvider } from './dataProvider';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Stands in for the server: records every call and answers from a queue. */
function fakeServer(...answers: { status?: number; body?: unknown; etag?: string }[]) {
  const calls: Call[] = [];
  const fetchFn = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift() ?? {};
    const headers = new Headers(answer.etag ? { ETag: answer.etag } : {});
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers });
  };
  return { calls, fetchFn: fetchFn as typeof fetch };
}

const schemas = [
  { _id: 'TextContent', label: 'Contenus texte', section: 'contents', propertiesList: [] },
  { _id: 'Site', label: 'Sites', section: 'superadmin', storedInInstanceDatabase: false, propertiesList: [] },
] as DataSchema[];

const provider = (fetchFn: typeof fetch) => createDataProvider({ siteId: 'demo', schemas, fetch: fetchFn });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('dataProvider', () => {
  it("answers a promise from every method: react-admin's provider (useDataProvider) treats each answer as one", async () => {
    const server = fakeServer(...Array.from({ length: 30 }, () => ({ body: { data: [] } })));
    const methods = Object.entries(provider(server.fetchFn)).filter(([, method]) => typeof method === 'function');
    expect(methods.length).toBeGreaterThan(10);
    const params = {
      id: 'a',
      ids: ['a'],
      data: {},
      previousData: { id: 'a' },
      filter: {},
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    };
    for (const [name, method] of methods) {
      const answer = (method as (...args: unknown[]) => unknown)('TextContent', params);
      expect(typeof (answer as Promise<unknown> | undefined)?.then, name).toBe('function');
      await (answer as Promise<unknown>).catch(() => undefined);
    }
  });

  it('lists a site type with paging, sort, filter, search and count, and gives every record an id', async () => {
    const server = fakeServer({ body: { data: [{ _id: 'a', label: 'A' }], count: 42 } });
    const result = await provider(server.fetchFn).getList('TextContent', {
      pagination: { page: 3, perPage: 30 },
      sort: { field: 'label', order: 'DESC' },
      filter: { q: 'vélo', status: 'published' },
      meta: { archived: true },
    });
    expect(server.calls[0].url.startsWith('/api/demo/data/TextContent?')).toBe(true);
    expect(query(server.calls[0].url)).toEqual({
      offset: '60',
      limit: '30',
      sortBy: '-label',
      adminFilter: '{"status":"published"}',
      adminSearch: 'vélo',
      withCount: 'true',
      serialize: 'true',
      adminTable: 'true',
      archived: 'true',
    });
    expect(result).toEqual({ data: [{ _id: 'a', label: 'A', id: 'a' }], total: 42 });
  });

  it('turns a total past the server bound into partial pagination that keeps the bound', async () => {
    const server = fakeServer({ body: { data: [{ _id: 'a' }, { _id: 'b' }], count: 10000, countIsLowerBound: true } });
    const result = await provider(server.fetchFn).getList('TextContent', { pagination: { page: 2, perPage: 2 }, filter: { q: 'politique' } });
    expect(result).toEqual({
      data: [
        { _id: 'a', id: 'a' },
        { _id: 'b', id: 'b' },
      ],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { countAtLeast: 10000 },
    });
  });

  it("lists a global type under /api/global, sorts on _id for react-admin's id and sends no empty filter", async () => {
    const server = fakeServer({ body: { data: [], count: 0 } });
    await provider(server.fetchFn).getList('Site', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(server.calls[0].url.startsWith('/api/global/data/Site?')).toBe(true);
    const params = query(server.calls[0].url);
    expect(params.sortBy).toBe('_id');
    expect(params).not.toHaveProperty('adminFilter');
    expect(params).not.toHaveProperty('adminSearch');
    expect(params).not.toHaveProperty('archived');
  });

  it('reads an archived record with archived=true (the archives read-only screen)', async () => {
    const server = fakeServer({ body: { _id: 'a', label: 'A', _archived: true }, etag: '"2"' });
    const { data } = await provider(server.fetchFn).getOne('TextContent', { id: 'a', meta: { archived: true } });
    expect(server.calls[0].url).toBe('/api/demo/data/TextContent/a?archived=true&serialize=true');
    expect(data).toEqual({ _id: 'a', label: 'A', _archived: true, id: 'a' });
  });

  it('sends only the changed keys with the ETag read before, then the ETag of the saved version', async () => {
    const server = fakeServer(
      { body: { _id: 'a', label: 'A', tags: ['x'] }, etag: '"1"' },
      { body: { _id: 'a', label: 'B' }, etag: '"2"' },
      { body: { _id: 'a', label: 'C' }, etag: '"3"' },
    );
    const dataProvider = provider(server.fetchFn);
    const { data: read } = await dataProvider.getOne('TextContent', { id: 'a' });
    await dataProvider.update('TextContent', { id: 'a', previousData: read, data: { ...read, label: 'B', tags: undefined } });
    // Read with its references' labels (the record screen shows them without asking each referenced type).
    expect(server.calls[0].url).toBe('/api/demo/data/TextContent/a?serialize=true');
    await dataProvider.update('TextContent', { id: 'a', previousData: { id: 'a', _id: 'a', label: 'B' }, data: { id: 'a', _id: 'a', label: 'C' } });

    expect(server.calls[1]).toMatchObject({ url: '/api/demo/data/TextContent/a', method: 'PUT', body: { label: 'B', tags: null } });
    expect(server.calls[1].headers['If-Match']).toBe('"1"');
    expect(server.calls[1].headers['Content-Type']).toBe('application/json');
    expect(server.calls[2].headers['If-Match']).toBe('"2"');
    // The version held: a save's news of that version is the screen's own (useLiveMerge reads nothing then).
    expect(await dataProvider.heldVersion('TextContent', 'a')).toBe(3);
    expect(await dataProvider.heldVersion('TextContent', 'b')).toBeUndefined();
  });

  it("answers the version held once its own save in flight is answered: the save's news can come first", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = fakeServer({ body: { _id: 'a' }, etag: '"1"' }, { body: { _id: 'a', label: 'B' }, etag: '"2"' });
    const slow = (async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await answered;
      return server.fetchFn(url, init);
    }) as typeof fetch;
    const dataProvider = provider(slow);
    const { data: read } = await dataProvider.getOne('TextContent', { id: 'a' });
    const saving = dataProvider.update('TextContent', { id: 'a', previousData: read, data: { ...read, label: 'B' } });
    const held = dataProvider.heldVersion('TextContent', 'a');
    answer();
    expect(await held).toBe(2);
    await saving;
  });

  it('asks for several counts in one request per space (a site, the global one)', async () => {
    const server = fakeServer({ body: { TextContent: 3, 'TextContent:a-venir': 1 } }, { body: { Site: 2 } });
    const counts = await provider(server.fetchFn).counts(['TextContent', 'TextContent:a-venir', 'Site']);
    expect(counts).toEqual({ TextContent: 3, 'TextContent:a-venir': 1, Site: 2 });
    expect(server.calls.map((call) => [new URL(call.url, 'http://x').pathname, query(call.url).types])).toEqual([
      ['/api/demo/counts', 'TextContent,TextContent:a-venir'],
      ['/api/global/counts', 'Site'],
    ]);
  });

  it('creates with the whole record minus id, deletes with If-Match, restores and counts', async () => {
    const server = fakeServer(
      { status: 201, body: { _id: 'new', label: 'N' }, etag: '"1"' },
      { body: { _id: 'new', label: 'N' } },
      { body: { _id: 'new', label: 'N' } },
      { body: 7 },
    );
    const dataProvider = provider(server.fetchFn);
    const created = await dataProvider.create('TextContent', { data: { id: 'x', label: 'N', tags: [] } });
    await dataProvider.delete('TextContent', { id: 'new', previousData: created.data });
    await dataProvider.restore('TextContent', { id: 'new' });
    const count = await dataProvider.count('TextContent', { filter: { q: 'N', status: 'published' } });

    expect(created.data.id).toBe('new');
    expect(server.calls[0]).toMatchObject({ url: '/api/demo/data/TextContent', method: 'POST', body: { label: 'N', tags: [] } });
    expect(server.calls[1]).toMatchObject({ url: '/api/demo/data/TextContent/new', method: 'DELETE' });
    expect(server.calls[1].headers['If-Match']).toBe('"1"');
    expect(server.calls[2]).toMatchObject({ url: '/api/demo/data/TextContent/new/restore', method: 'POST' });
    expect(server.calls[3].url.startsWith('/api/demo/data/TextContent/count?')).toBe(true);
    expect(query(server.calls[3].url)).toEqual({ adminFilter: '{"status":"published"}', adminSearch: 'N' });
    expect(count).toBe(7);
  });

  it('reads several ids with $in and references with the target key', async () => {
    const server = fakeServer({ body: { data: [{ _id: 'a' }, { _id: 'b' }] } }, { body: { data: [], count: 0 } });
    const dataProvider = provider(server.fetchFn);
    const many = await dataProvider.getMany('TextContent', { ids: ['a', 'b'] });
    await dataProvider.getManyReference('TextContent', {
      target: 'authorId',
      id: 'au1',
      filter: {},
      pagination: { page: 1, perPage: 30 },
      sort: { field: 'label', order: 'ASC' },
    });

    expect(many.data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(JSON.parse(query(server.calls[0].url).adminFilter)).toEqual({ _id: { $in: ['a', 'b'] } });
    expect(JSON.parse(query(server.calls[1].url).adminFilter)).toEqual({ authorId: 'au1' });
  });

  it("throws the server's French message with the per-field errors where react-admin forms read them", async () => {
    const body = { error: 'VALIDATION', message: 'Enregistrement invalide', fields: { label: 'Champ requis' } };
    const server = fakeServer({ status: 400, body });
    const failure = provider(server.fetchFn).create('TextContent', { data: {} });
    await expect(failure).rejects.toMatchObject({
      message: 'Enregistrement invalide',
      status: 400,
      body: { ...body, errors: { label: 'Champ requis' } },
    });
  });

  it('reads the current catalogue when given a function: a global type saved later goes to /api/global', async () => {
    const server = fakeServer({ body: { data: [], count: 0 } }, { body: { data: [], count: 0 } });
    let catalogue: DataSchema[] = [];
    const dataProvider = createDataProvider({ siteId: 'demo', schemas: () => catalogue, fetch: server.fetchFn });
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await dataProvider.getList('Podcast', params);
    catalogue = [{ _id: 'Podcast', label: 'Podcasts', section: 'contents', storedInInstanceDatabase: false, propertiesList: [] } as DataSchema];
    await dataProvider.getList('Podcast', params);
    expect(server.calls.map((call) => call.url.split('?')[0])).toEqual(['/api/demo/data/Podcast', '/api/global/data/Podcast']);
  });

  it('makes any other API call for custom screens, with a query and a JSON body', async () => {
    const server = fakeServer(
      { body: { data: [], count: 0 } },
      { body: { written: 3, dir: '/srv/catalogue/schemas' } },
      { status: 403, body: { error: 'FORBIDDEN', message: 'Réservé aux super administrateurs' } },
    );
    const dataProvider = provider(server.fetchFn);
    await dataProvider.call('/api/audit-log', { query: { action: 'create', login: undefined, offset: 50 } });
    expect(await dataProvider.call('/api/demo/dumpSchemaToSource', { method: 'POST' })).toEqual({ written: 3, dir: '/srv/catalogue/schemas' });
    await expect(dataProvider.call('/api/audit-log')).rejects.toMatchObject({ status: 403, message: 'Réservé aux super administrateurs' });
    expect(server.calls[0]).toMatchObject({ url: '/api/audit-log?action=create&offset=50', method: 'GET' });
    expect(server.calls[1]).toMatchObject({ url: '/api/demo/dumpSchemaToSource', method: 'POST', body: {} });
  });
});

// The API reference: the OpenAPI document lists every API route the server declares, docs/api.md lists the same routes
// (a route added on one side only fails here), and the document and its page are for developers and super administrators.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from './client.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'];
/**
 * `{siteId}`, `:siteId`, `{*}` and `*` are one parameter whatever their name: `/api/{}/data/{}`; docs/api.md writes a
 * wildcard path glued to its segment (`files{path}`, the path starting with its slash).
 */
const normalise = (url: string) => url.replace(/([^/])\{/g, '$1/{').replace(/\{[^}]*\}|:[A-Za-z_]\w*|\*/g, '{}');
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${normalise(url)}`;

/** The API rows of docs/api.md's endpoint tables (`| \`METHOD /path\` | …`); `GET /*`, the console's pages, is not API. */
function documentedRoutes(): Set<string> {
  const markdown = fs.readFileSync(path.join(import.meta.dirname, '../../docs/api.md'), 'utf8');
  const rows = [...markdown.matchAll(/^\| *`(GET|POST|PUT|PATCH|DELETE|OPTIONS) (\/(?:api|admin)\/[^`\s]*)`/gm)];
  return new Set(rows.map(([, method, url]) => routeKey(method, url)));
}

const documentRoutes = (doc: OpenApiDocument) =>
  new Set(
    Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((m) => routeKey(m, url)),
    ),
  );

describe('API reference', () => {
  let admin: ApiClient;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
    const res = await admin.get<OpenApiDocument>('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  it('is an OpenAPI 3.1 document with a French title', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe("Console d'administration — référence de l'API");
  });

  it('files every route under a French chapter of the page', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item) as { tags?: string[] }[]);
    expect(operations.filter((op) => op.tags?.length !== 1 || op.tags[0] === 'Autres')).toEqual([]);
    expect(new Set(operations.map((op) => op.tags![0]))).toContain('Paiements');
  });

  it('lists every API route of the route table, and nothing else', async () => {
    const table = (await admin.get<{ method: string; url: string }[]>('/api/global/routes')).body;
    // The reference page's own files (Swagger UI's scripts, its copy of the document) are static files, not API.
    const api = table.filter((r) => !r.url.startsWith('/api/docs/')).map((r) => routeKey(r.method, r.url));
    expect([...documentRoutes(doc)].sort()).toEqual([...new Set(api)].sort());
  });

  it('matches docs/api.md route for route', () => {
    const documented = documentedRoutes();
    const served = documentRoutes(doc);
    expect([...served].filter((r) => !documented.has(r)).sort(), 'routes missing from docs/api.md').toEqual([]);
    expect([...documented].filter((r) => !served.has(r)).sort(), 'docs/api.md lists routes the server does not serve').toEqual([]);
  });

  it('serves the reference page and its assets from the server itself', async () => {
    const developer = await userWith(admin, { rights: {}, isDeveloper: true });
    const page = await developer.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain("<title>Référence de l'API — console</title>");
    const scripts = [...String(page.body).matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\/static\//);
      expect((await developer.get(src)).status, src).toBe(200);
    }
    expect((await developer.get('/api/openapi.json')).status).toBe(200);
  });

  it('is refused to anonymous callers and to users who are not developers', async () => {
    const editor = await userWith(admin, { rights: { contents: true } });
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/swagger-ui-bundle.js']) {
      expect((await new ApiClient().get(url)).status, url).toBe(401);
      expect((await editor.get(url)).status, url).toBe(403);
    }
  });
});

// Malformed input found by the fuzz run of issue 8 answered 500: each is now a 400 (or 404/414/431) in the French
// {error, message} shape, and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, userWith } from '../api/client.js';

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

const frenchError = (body: unknown) => expect(body).toMatchObject({ error: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
const q = (filter: unknown) => `adminFilter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('NUL characters and lone surrogates are refused wherever text enters', () => {
  it.each([
    ['login body', () => new ApiClient().post('/api/auth/login', { login: 'admin\u0000', password: 'x' })],
    ['adminSearch', () => admin.get('/api/demo-prod/data/Tag?adminSearch=a%00b')],
    ['a record id', () => admin.get('/api/demo-prod/data/Tag/ab%00cd')],
    ['an id to archive', () => admin.del('/api/demo-prod/data/Tag/ab%00cd')],
    ['an audit filter', () => admin.get('/api/audit-log?login=%00')],
    ['a filter value', () => admin.get(`/api/demo-prod/data/Tag?${q({ label: 'a\u0000' })}`)],
    ['a JSON body value', () => admin.post('/api/demo-prod/data/Tag', '{"label":"x\\u0000y","text":"t"}')],
    ['a JSON body key', () => admin.post('/api/demo-prod/data/Tag', '{"la\\u0000bel":"x","text":"t"}')],
    ['a lone surrogate in a filter', () => admin.get(`/api/demo-prod/data/Tag?adminFilter=${encodeURIComponent('{"label":"\\ud800"}')}`)],
    ['a lone surrogate in a JSON body', () => admin.post('/api/demo-prod/data/Tag', '{"label":"\\udc00","text":"t"}')],
    ['a lone surrogate in a PUT', () => admin.put('/api/demo-prod/data/Tag/x', '{"label":"\\ud83d"}')],
  ])('%s', async (_where, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(['BAD_TEXT', 'BAD_FILTER']).toContain(res.body.error);
    expect(res.body.message).toMatch(/caractère nul|demi-paire/);
  });

  it('stores none of them', async () => {
    const res = await admin.get(`/api/demo-prod/data/Tag?${q({ text: 't' })}&withCount=true`);
    expect(res.body.data.filter((t: { label?: string }) => /[\u0000\uD800-\uDFFF]/.test(t.label ?? ''))).toEqual([]);
  });
});

describe('createdAt and updatedAt filters take dates only', () => {
  it.each([[{ createdAt: 'abc' }], [{ createdAt: { $gt: 1e300 } }], [{ createdAt: { $in: ['x'] } }], [{ updatedAt: { $lte: '2024-02-30T99:00' } }]])(
    '%j is a 400',
    async (filter) => {
      const res = await admin.get(`/api/demo-prod/data/Tag?${q(filter)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_FILTER', message: expect.stringMatching(/attend une date/) });
    },
  );

  it('an _id list holding lists or objects is no SQL error', async () => {
    const res = await admin.get(`/api/demo-prod/data/Tag?${q({ _id: { $in: [[1, [2]], { a: 1 }, 'x'] } })}&withCount=true`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
  });

  it('a real date still filters', async () => {
    const res = await admin.get(`/api/demo-prod/data/Tag?${q({ createdAt: { $gt: '2000-01-01' }, updatedAt: { $lt: 4102444800 } })}`);
    expect(res.status).toBe(200);
  });
});

describe('malformed multipart bodies', () => {
  const post = (contentType: string, body: string) =>
    fetch(`${admin.base}/api/demo-prod/files`, {
      method: 'POST',
      body,
      headers: { cookie: admin.cookie, 'x-console-upload': '1', 'content-type': contentType },
    });

  it('without a boundary', async () => {
    const res = await post('multipart/form-data', '--x\r\n');
    expect(res.status).toBe(400);
    frenchError(await res.json());
  });

  it('truncated in the middle of the file', async () => {
    const body = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG';
    const res = await post('multipart/form-data; boundary=B', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_MULTIPART' });
  });
});

describe('malformed multipart headers (issue 18 §1.7: a boundary over 252 characters answered 500)', () => {
  const part = (boundary: string, disposition = 'form-data; name="file"; filename="a.txt"') =>
    `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\ndes notes\r\n--${boundary}--\r\n`;
  const long = (n: number) => 'b'.repeat(n);
  it.each([
    ['a boundary of 253 characters', `boundary=${long(253)}`, part(long(253))],
    ['a boundary of 5,000 characters', `boundary=${long(5000)}`, part(long(5000))],
    ['a quoted boundary of 300 characters', `boundary="${long(300)}"`, part(long(300))],
    ['an empty boundary', 'boundary=', part('')],
    ['an unterminated quoted boundary', 'boundary="ab', part('ab')],
    ['two boundaries', 'boundary=a; boundary=b', part('a')],
    ['no Content-Disposition', 'boundary=B', '--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--\r\n'],
    ['a Content-Disposition of nonsense', 'boundary=B', part('B', ';;;=')],
    ['a Content-Disposition without a name', 'boundary=B', part('B', 'form-data; filename="a.txt"')],
    // Found by the fuzz run: a field named file, not a file, answered 500 (no name to take the extension of).
    ['a file field without a filename', 'boundary=B', part('B', 'form-data; name="file"')],
    ['a part header cut short', 'boundary=B', '--B\r\nContent-Disposition: form-da'],
  ])('%s is a French 400 for any logged-in user, and stores nothing', async (_name, params, body) => {
    const editor = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-prod'] });
    const res = await fetch(`${admin.base}/api/demo-prod/files`, {
      method: 'POST',
      body,
      headers: { cookie: editor.cookie, 'x-console-upload': '1', 'content-type': `multipart/form-data; ${params}` },
    });
    expect(res.status).toBe(400);
    const answer = await res.json();
    frenchError(answer);
    expect(answer.message).not.toMatch(/needle|boundary|Unexpected/i);
  });
});

describe('every error has the French {error, message} shape', () => {
  it('says in French which parameter a route schema refuses', async () => {
    const res = await admin.get('/api/demo-prod/data/Tag?limit=abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Requête invalide : paramètre « limit » doit être un nombre entier');
    const missing = await new ApiClient().post('/api/auth/login', { login: 'a' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Requête invalide : corps « password » est obligatoire');
  });

  const raw = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${admin.base}${path}`, { ...init, headers: { cookie: admin.cookie } });
    return { status: res.status, text: await res.text() };
  };

  it.each([
    ['bad percent-encoding', '/api/demo-prod/data/Tag/%E0%A4%A', 400],
    ['bad percent-encoding in the type', '/api/demo-prod/data/%zz', 400],
    ['a path parameter too long', `/api/demo-prod/data/Tag/${'a'.repeat(600)}`, 414],
    ['an unknown route', '/api/nothing-here', 404],
    ['an unknown method', '/api/auth/me', 404, 'PATCH'],
    ['a URL longer than the headers allow', `/api/demo-prod/data/Tag?adminSearch=${'a'.repeat(20_000)}`, 431],
  ])('%s', async (_name, path, status, method = 'GET') => {
    const res = await raw(path as string, { method: method as string });
    expect(res.status).toBe(status);
    const body = JSON.parse(res.text);
    frenchError(body);
    expect(body.statusCode).toBeUndefined();
    expect(res.text).not.toContain('aaaaaaaaaa');
    expect(res.text).not.toMatch(/not a valid url|exceeding|Not Found|Client Error/);
  });
});

// A tiny HTTP client with a cookie, for API tests against the running server.
import http from 'node:http';
import { inject } from 'vitest';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  cookie = '';

  constructor(readonly base: string = inject('apiUrl')) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(this.cookie && { cookie: this.cookie }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  /**
   * Sends a JSON body the server should refuse as too large. The server answers 413 from the headers alone and closes
   * the connection, so a client still writing the body may see the connection reset before it reads the answer (fetch's
   * 'fetch failed'). Here the headers go first and the body only if no answer came within a second: the answer is
   * read whichever way the server decides, and an accepted body is still sent whole.
   */
  requestTooLarge<T = any>(method: string, path: string, body: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request(`${this.base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(this.cookie && { cookie: this.cookie }),
          ...headers,
        },
      });
      req.on('error', (err) => answered || reject(err));
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON */
          }
          const pairs = Object.entries(res.headers).flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((v) => [name, v])));
          resolve({ status: res.statusCode ?? 0, body: parsed as T, headers: new Headers(pairs as [string, string][]) });
          req.destroy();
        });
      });
      req.flushHeaders();
      setTimeout(() => answered || req.end(body), 1000);
    });
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  del<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  static async login(login: string, password: string, base?: string): Promise<ApiClient> {
    const client = new ApiClient(base);
    const res = await client.post('/api/auth/login', { login, password });
    if (res.status !== 200) throw new Error(`login ${login} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return client;
  }
}

export { ADMIN } from '../support/startServer.js';

const ENDED = ['done', 'failed', 'cancelled'];

/** A job's view once it has ended (done, failed or cancelled), followed through GET /api/jobs/{id} as the console's progress panel does. */
export async function waitForJob<T = any>(client: ApiClient, jobId: string, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = (await client.get(`/api/jobs/${jobId}`)).body;
    if (ENDED.includes(job?.state)) return job;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${job?.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Uploads a file as the console does (multipart, field « file », header X-Console-Upload). */
export async function uploadFile(
  client: ApiClient,
  siteId: string,
  name: string,
  body: Buffer,
  headers: Record<string, string> = { 'x-console-upload': '1' },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${client.base}/api/${siteId}/files`, { method: 'POST', body: form, headers: { cookie: client.cookie, ...headers } });
  return { status: res.status, body: await res.json() };
}

let counter = 0;
/** Creates an admin user through the API (as the super administrator) and logs in as them. */
export async function userWith(admin: ApiClient, props: Record<string, unknown>): Promise<ApiClient> {
  const login = `user${Date.now()}-${++counter}@example.com`;
  const password = 'mot-de-passe-test-42';
  const res = await admin.post('/api/global/data/AdminUser', { login, password, ...props });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return ApiClient.login(login, password, admin.base);
}

// A tiny HTTP client with a cookie, for API tests against the running server.
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

// One fetch wrapper for every call to our API: same-origin cookie, JSON both ways,
// and errors turned into react-admin's HttpError carrying the server's French message.
import { HttpError } from 'react-admin';

/** Error body of the API (docs/api.md): a code, a French message, and per-field messages on validation errors. */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

export interface ApiResponse<T> {
  body: T;
  headers: Headers;
}

export type FetchFn = typeof fetch;

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Calls the API. State-changing calls always carry a JSON body (`{}` when there is no payload):
 * the server requires the JSON content type on them, and Fastify refuses an empty JSON body.
 */
export async function apiFetch<T>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  fetchFn: FetchFn = fetch,
): Promise<ApiResponse<T>> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (STATE_CHANGING.has(method)) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body ?? {});
  }
  const response = await fetchFn(url, { method, headers, body, credentials: 'same-origin' });
  const payload = await readJson(response);
  if (!response.ok) throw toHttpError(response, payload);
  return { body: payload as T, headers: response.headers };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** react-admin shows `body.errors` under the matching inputs, so the server's `fields` are copied there. */
function toHttpError(response: Response, payload: unknown): HttpError {
  const body: ApiErrorBody = typeof payload === 'object' && payload !== null ? (payload as ApiErrorBody) : {};
  const message = body.message ?? `Erreur ${response.status}${response.statusText ? ` : ${response.statusText}` : ''}`;
  return new HttpError(message, response.status, { ...body, errors: body.fields });
}

/** Builds `path?key=value&…`, leaving out undefined values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// Choices read from a custom API path (dataSource.apiPath): GET /api/{siteId|global}/{apiPath}, list at listPath.
import type { DataSource } from '../../../model/metaSchema';
import { valueAt } from './enumChoices';

/** The URL of a data source's API path, below the site or the global scope. */
export function apiPathUrl(dataSource: DataSource, siteId: string): string {
  const scope = dataSource.isGlobal ? 'global' : encodeURIComponent(siteId);
  const path = (dataSource.apiPath ?? '').replace(/^\/+/, '');
  const query = dataSource.query?.trim() ? `?adminFilter=${encodeURIComponent(dataSource.query.trim())}` : '';
  return `/api/${scope}/${path}${query}`;
}

/** The records of an answer: at listPath, else the answer itself or its `data` when either is a list. */
export function recordsOfAnswer(body: unknown, listPath: string | undefined): unknown[] {
  const list = listPath ? valueAt(body, listPath) : body;
  if (Array.isArray(list)) return list;
  const data = !listPath ? valueAt(body, 'data') : undefined;
  return Array.isArray(data) ? data : [];
}

export async function fetchApiPathRecords(dataSource: DataSource, siteId: string): Promise<unknown[]> {
  const response = await fetch(apiPathUrl(dataSource, siteId), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' ? message : `Erreur ${response.status}`);
  }
  return recordsOfAnswer(body, dataSource.listPath);
}

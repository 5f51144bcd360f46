// The audit log's filters, kept in the URL (a filtered view can be shared), and the API query they make.
import type { DataSchema } from '../../model/metaSchema';
import { collectionPath } from '../../model/paths';
import { REPORT_PAGE_SIZE } from '../../model/constants';
import type { AuditLogEntry } from '../../model/audit';

export const AUDIT_FILTERS = ['action', 'login', 'siteId', 'cls', 'recordId', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Partial<Record<AuditFilter, string>>;

/** Spec 000 §9: report page size 50. */
export const AUDIT_PAGE_SIZE = REPORT_PAGE_SIZE;

export function filtersOf(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  return { filters, page };
}

export function paramsOf(filters: AuditFilters, page = 0): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTERS) if (filters[key]) params.set(key, filters[key] as string);
  if (page > 0) params.set('page', String(page));
  return params;
}

/** A date-time input's value (local 'YYYY-MM-DDTHH:mm') as ISO 8601; a 'to' date without time ends the day. */
export function isoOfLocal(value: string | undefined, end = false): string | undefined {
  if (!value) return undefined;
  const withTime = value.includes('T') ? value : `${value}T${end ? '23:59:59.999' : '00:00'}`;
  const date = new Date(withTime);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** GET /api/audit-log's query: newest first, 50 a page. */
export function apiQueryOf(filters: AuditFilters, page: number): Record<string, string | number | undefined> {
  return {
    action: filters.action,
    login: filters.login,
    siteId: filters.siteId,
    cls: filters.cls,
    recordId: filters.recordId,
    from: isoOfLocal(filters.from),
    to: isoOfLocal(filters.to, true),
    offset: page * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  };
}

const WRITES = ['create', 'update', 'archive', 'restore'];

/**
 * Where the record of an entry opens (an absolute console path), when there is one to open: a write on a type of the
 * catalogue with a collection, on a site the user may open (a global type opens on the current site).
 */
export function recordLinkOf(
  entry: AuditLogEntry,
  schemas: readonly DataSchema[],
  currentSiteId: string,
  openSites: readonly string[],
): string | undefined {
  if (!entry.recordId || !entry.cls || !WRITES.includes(entry.action)) return undefined;
  const schema = schemas.find((candidate) => candidate._id === entry.cls);
  if (!schema || schema.hasAssociatedDBCollection === false) return undefined;
  const site = !entry.siteId || entry.siteId === 'global' ? currentSiteId : entry.siteId;
  if (!openSites.includes(site)) return undefined;
  const id = encodeURIComponent(entry.recordId);
  return schema._id === 'schema' ? `/${site}/super-admin/schemas/${id}` : `/${site}/${collectionPath(schema)}/${id}`;
}

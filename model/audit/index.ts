// An audit log entry as GET /api/audit-log answers it (docs/api.md "Audit log"), for the server and the console's log.
export interface AuditLogEntry {
  _id: string;
  /** ISO 8601. */
  at: string;
  action: string;
  userId?: string | null;
  login?: string | null;
  ip?: string | null;
  siteId?: string | null;
  cls?: string | null;
  recordId?: string | null;
  detail?: unknown;
}

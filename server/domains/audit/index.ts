// The audit log: the AuditService that sign-ins, refusals and account actions write to (app.ts builds it and hands it
// to the domains and the error handler), and its page for super administrators (GET /api/audit-log, read only). A
// record write's entry is written by the record engine in the write's transaction (services/writeAudit.ts). Not a
// plugin: app.ts calls auditRoutes beside the other core routes.
export { AuditService } from './service.js';
export { auditRoutes } from './routes.js';

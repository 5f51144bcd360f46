// The audit log's page for super administrators (GET /api/audit-log): read only. What writes the log is the record
// engine's AuditService (services/audit.ts): every record write, sign-in and refusal. Not a plugin: app.ts calls
// auditRoutes beside the other core routes.
export { auditRoutes } from './routes.js';

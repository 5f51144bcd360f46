// GET /api/audit-log: the audit log for super administrators, filtered and paged. No route writes to it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/session.js';
import type { AuditService } from '../services/audit.js';

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    action: { type: 'string', maxLength: 50 }, login: { type: 'string', maxLength: 200 }, siteId: { type: 'string', maxLength: 100 },
    cls: { type: 'string', maxLength: 100 }, recordId: { type: 'string', maxLength: 128 }, from: { type: 'string', maxLength: 40 },
    to: { type: 'string', maxLength: 40 }, offset: { type: 'integer', minimum: 0 }, limit: { type: 'integer', minimum: 1 },
  },
} as const;

export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get('/api/audit-log', { schema: { querystring: query } }, (req: FastifyRequest<{ Querystring: Record<string, string | number> }>) =>
    audit.list({ user: currentUser(req) }, req.query));
}

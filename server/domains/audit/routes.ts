// GET /api/audit-log: the audit log for super administrators, filtered and paged. No route writes to it.
import type { FastifyInstance } from 'fastify';
import { typed } from '../../plugins/typedApp.js';
import type { AuditService } from './service.js';
import type { AuditLogEntry } from '../../../model/audit/index.js';
import { answerObject, answerOf, errorReplies, nullable } from '../../schemas/index.js';

const query = {
  type: 'object',
  additionalProperties: false,
  properties: {
    action: { type: 'string', maxLength: 50 },
    login: { type: 'string', maxLength: 200 },
    siteId: { type: 'string', maxLength: 100 },
    cls: { type: 'string', maxLength: 100 },
    recordId: { type: 'string', maxLength: 128 },
    from: { type: 'string', maxLength: 40 },
    to: { type: 'string', maxLength: 40 },
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1 },
  },
} as const;

const entry = answerOf<AuditLogEntry>()({
  _id: { type: 'string' },
  at: { type: 'string' },
  action: { type: 'string' },
  userId: nullable('string'),
  login: nullable('string'),
  ip: nullable('string'),
  siteId: nullable('string'),
  cls: nullable('string'),
  recordId: nullable('string'),
  detail: {},
});
const response = { 200: answerObject({ data: { type: 'array', items: entry }, count: { type: 'integer' } }), ...errorReplies } as const;

export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  typed(app).get('/api/audit-log', { config: { right: 'superAdmin' }, schema: { querystring: query, response } }, (req) => audit.list(req.query));
}

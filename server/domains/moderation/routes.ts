// POST /api/{siteId}/moderation/{Type}/{id} {status}: the list's Accepter, Refuser and Archiver buttons.
import type { FastifyInstance } from 'fastify';
import { callContext } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { errorReplies, recordParams, recordReply } from '../../schemas/index.js';
import type { ModerationService } from './service.js';

const body = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

export function moderationRoutes(app: FastifyInstance, moderation: ModerationService): void {
  typed(app).post(
    '/api/:siteId/moderation/:type/:id',
    { config: { right: 'recordWrite' }, schema: { params: recordParams, body, response: { 200: recordReply, ...errorReplies } } },
    async (req, reply) => {
      const saved = await moderation.setStatus(callContext(req), req.params.type, req.params.id, req.body.status);
      return reply.header('ETag', saved.etag).send(saved.record);
    },
  );
}

// POST /api/global/admin-users/{id}/unlock: thin, the logic is in AuthService.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { errorReplies } from '../../schemas/index.js';
import type { AuthService } from '../auth/index.js';

const unlock = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } },
  response: { 204: { type: 'null' }, ...errorReplies },
} as const;

export function adminUserRoutes(app: FastifyInstance, auth: AuthService): void {
  typed(app).post('/api/global/admin-users/:id/unlock', { config: { right: 'superAdmin' }, schema: unlock }, async (request, reply) => {
    await auth.unlock(currentUser(request), request.params.id, request.ip);
    return reply.status(204).send(null);
  });
}

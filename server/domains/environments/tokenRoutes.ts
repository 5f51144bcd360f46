// API tokens (super administrators): list, create (the token is in that answer only), revoke.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { errorReplies } from '../../schemas/index.js';
import { newTokenBody, tokenReply } from './replies.js';
import type { ApiTokenService } from './tokens.js';

export function tokenRoutes(fastify: FastifyInstance, deps: { tokens: ApiTokenService; sites: SiteDirectory }): void {
  // A token never manages tokens (no `config.apiToken` here): only a super administrator's session does.
  const config = { right: 'superAdmin' } as const;
  const app = typed(fastify);
  app.get('/api/environments/tokens', { config, schema: { response: { 200: { type: 'array', items: tokenReply }, ...errorReplies } } }, async () =>
    deps.tokens.list(),
  );
  app.post(
    '/api/environments/tokens',
    { config, schema: { body: newTokenBody, response: { 201: tokenReply, ...errorReplies } } },
    async (req, reply) => reply.status(201).send(await deps.tokens.create(currentUser(req), req.body, (id) => deps.sites.has(id))),
  );
  app.post(
    '/api/environments/tokens/:id/revoke',
    {
      config,
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{1,32}$' } } },
        response: { 200: tokenReply, ...errorReplies },
      },
    },
    async (req) => deps.tokens.revoke(currentUser(req), req.params.id),
  );
}

// GET /api/{siteId}/components: the layout components this site may use, with their option schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComponentCatalogue } from '../domains/layouts/index.js';
import { errorReplies, siteParams } from '../schemas/index.js';

// Component definitions are catalogue data (catalogue/components/*.json): open objects.
const response = {
  200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } },
  ...errorReplies,
};

export function componentRoutes(app: FastifyInstance, catalogue: ComponentCatalogue): void {
  app.get(
    '/api/:siteId/components',
    { config: { right: 'session' }, schema: { params: siteParams, response } },
    async (req: FastifyRequest<{ Params: { siteId: string } }>) => ({
      data: catalogue.forSite(req.params.siteId),
    }),
  );
}

// GET /api/{siteId}/components: the layout components this site may use, with their option schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/session.js';
import type { ComponentCatalogue } from '../services/components.js';

const params = { type: 'object', properties: { siteId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' } } } as const;

export function componentRoutes(app: FastifyInstance, catalogue: ComponentCatalogue): void {
  app.get('/api/:siteId/components', { schema: { params } }, async (req: FastifyRequest<{ Params: { siteId: string } }>) => ({
    data: catalogue.forSite({ user: currentUser(req), siteId: req.params.siteId }),
  }));
}

// GET /api/{siteId}/components: the layout components this site may use, with their option schemas.
import type { FastifyInstance } from 'fastify';
import { typed } from '../../plugins/typedApp.js';
import type { ComponentCatalogue } from './components.js';
import { errorReplies, siteParams } from '../../schemas/index.js';

// Component definitions are catalogue data (catalogue/components/*.json): open objects.
const response = {
  200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } },
  ...errorReplies,
} as const;

export function componentRoutes(app: FastifyInstance, catalogue: ComponentCatalogue): void {
  typed(app).get('/api/:siteId/components', { config: { right: 'session' }, schema: { params: siteParams, response } }, async (req) => ({
    data: catalogue.forSite(req.params.siteId),
  }));
}

// The images tool's calls (docs/api.md "Images tool"); previews come from the image API (GET /api/{siteId}/images/…).
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { FoundImage, ImagePathReply, ImageSearchResult, ImageUser } from '../../../model/images/index.js';
import { answerOf, errorReplies, scalars, siteParams } from '../../schemas/index.js';
import type { ImageToolService } from './service.js';

const searchQuery = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 200 }, archived: { type: 'boolean' } },
} as const;
const pathBody = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string', minLength: 2, maxLength: 1000 } },
} as const;
const pathReply = answerOf<ImagePathReply>()(scalars({ path: 'string' }).properties);
const user = answerOf<ImageUser>()(scalars({ type: 'string', typeLabel: 'string', _id: 'string', label: 'string', archived: 'boolean' }).properties);
const image = answerOf<FoundImage>()({
  ...scalars({ path: 'string', name: 'string', url: 'string', size: 'integer', humanSize: 'string', modifiedAt: 'string', hiddenUsers: 'integer' })
    .properties,
  usedBy: { type: 'array', items: user },
});
const searchReply = answerOf<ImageSearchResult>()({ data: { type: 'array', items: image }, complete: { type: 'boolean' } });

export function imageToolRoutes(fastify: FastifyInstance, images: ImageToolService): void {
  const app = typed(fastify);
  // The tools section's right on a site; the global space's images are the super administrators' (routeRights.ts).
  const config = { right: 'hasToolsAccess' } as const;
  const pathCall = { config, schema: { params: siteParams, body: pathBody, response: { 200: pathReply, ...errorReplies } } } as const;
  app.get(
    '/api/:siteId/stored-images',
    { config, schema: { params: siteParams, querystring: searchQuery, response: { 200: searchReply, ...errorReplies } } },
    (req) => images.search(ctx(req), req.query.name, req.query.archived === true),
  );
  app.post('/api/:siteId/stored-images/delete', pathCall, (req) => images.remove(ctx(req), req.body.path));
  app.post('/api/:siteId/stored-images/restore', pathCall, (req) => images.restore(ctx(req), req.body.path));
}

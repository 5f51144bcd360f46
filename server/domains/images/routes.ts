// The images tool's calls (docs/api.md "Images tool"); previews come from the image API (GET /api/{siteId}/images/…).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { errorReplies, SITE_ID } from '../../schemas/index.js';
import type { ImageToolService } from './service.js';

const params = { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID } } as const;
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
const pathReply = { type: 'object', properties: { path: { type: 'string' } } } as const;
const user = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    typeLabel: { type: 'string' },
    _id: { type: 'string' },
    label: { type: 'string' },
    archived: { type: 'boolean' },
  },
} as const;
const searchReply = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          name: { type: 'string' },
          url: { type: 'string' },
          size: { type: 'integer' },
          humanSize: { type: 'string' },
          modifiedAt: { type: 'string' },
          usedBy: { type: 'array', items: user },
          hiddenUsers: { type: 'integer' },
        },
      },
    },
    complete: { type: 'boolean' },
  },
} as const;

type Req = FastifyRequest<{ Params: { siteId: string }; Querystring: { name: string; archived?: boolean }; Body: { path: string } }>;

export function imageToolRoutes(app: FastifyInstance, images: ImageToolService): void {
  const ctx = (req: Req) => ({ user: currentUser(req), siteId: req.params.siteId, ip: req.ip });
  app.get(
    '/api/:siteId/stored-images',
    { schema: { params, querystring: searchQuery, response: { 200: searchReply, ...errorReplies } } },
    (req: Req) => images.search(ctx(req), req.query.name, req.query.archived === true),
  );
  app.post('/api/:siteId/stored-images/delete', { schema: { params, body: pathBody, response: { 200: pathReply, ...errorReplies } } }, (req: Req) =>
    images.remove(ctx(req), req.body.path),
  );
  app.post('/api/:siteId/stored-images/restore', { schema: { params, body: pathBody, response: { 200: pathReply, ...errorReplies } } }, (req: Req) =>
    images.restore(ctx(req), req.body.path),
  );
}

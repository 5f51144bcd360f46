// The queue's own routes (docs/api.md "Video encoding"); the lists are the generic GET /api/{siteId}/data/Video.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { errorReplies, SITE_ID } from '../../schemas/index.js';
import { MOVES, QUEUE_FILTERS, type EncodingService, type Move, type QueueFilter } from './service.js';

const params = {
  type: 'object',
  required: ['siteId', 'id'],
  properties: { siteId: SITE_ID, id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const moveBody = {
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: { to: { type: 'string', enum: [...MOVES] }, filter: { type: 'string', enum: Object.keys(QUEUE_FILTERS) } },
} as const;

const moved = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: { type: 'object', properties: { _id: { type: 'string' }, encodingPriority: { type: 'integer' } } },
    },
  },
} as const;

const videoState = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    encodingStatus: { type: 'string' },
    encodingProgress: { type: 'number' },
    encodingProgressText: { type: 'string' },
    encodingPriority: { type: 'integer' },
    cancelled: { type: 'string' },
  },
} as const;

type Req<B = unknown> = FastifyRequest<{ Params: { siteId: string; id: string }; Body: B }>;
const ctxOf = (req: Req) => ({ user: currentUser(req), siteId: req.params.siteId, ip: req.ip });

export function encodingRoutes(app: FastifyInstance, service: EncodingService): void {
  app.post(
    '/api/:siteId/encoding/:id/move',
    { schema: { params, body: moveBody, response: { 200: moved, ...errorReplies } } },
    async (req: Req<{ to: Move; filter?: QueueFilter }>) => ({ data: await service.move(ctxOf(req), req.params.id, req.body.to, req.body.filter) }),
  );
  app.post('/api/:siteId/encoding/:id/reencode', { schema: { params, response: { 200: videoState, ...errorReplies } } }, async (req: Req) =>
    service.reencode(ctxOf(req), req.params.id),
  );
  app.post('/api/:siteId/encoding/:id/cancel', { schema: { params, response: { 200: videoState, ...errorReplies } } }, async (req: Req) =>
    service.cancel(ctxOf(req), req.params.id),
  );
}

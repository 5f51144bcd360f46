// The queue's own routes (docs/api.md "Video encoding"); the lists are the generic GET /api/{siteId}/data/Video.
import type { FastifyInstance } from 'fastify';
import { MOVES, QUEUE_FILTERS, type MoveReply, type QueueFilter } from '../../../model/encoding/index.js';
import { callContext as ctxOf } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerOf, errorReplies, scalars, siteRecordParams } from '../../schemas/index.js';
import type { EncodingService } from './service.js';

const params = siteRecordParams;

const moveBody = {
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: { to: { type: 'string', enum: [...MOVES] }, filter: { type: 'string', enum: Object.keys(QUEUE_FILTERS) as QueueFilter[] } },
} as const;

const moved = answerOf<MoveReply>()({
  data: { type: 'array', items: answerOf<MoveReply['data'][number]>()(scalars({ _id: 'string', encodingPriority: 'integer' }).properties) },
});

const videoState = scalars({
  _id: 'string',
  encodingStatus: 'string',
  encodingProgress: 'number',
  encodingProgressText: 'string',
  encodingPriority: 'integer',
  cancelled: 'string',
});
/** The encoding queue is the videos': writing a Video's right. */
const config = { right: 'recordWrite', recordType: 'Video' } as const;
const stateCall = { config, schema: { params, response: { 200: videoState, ...errorReplies } } } as const;

export function encodingRoutes(fastify: FastifyInstance, service: EncodingService): void {
  const app = typed(fastify);
  app.post(
    '/api/:siteId/encoding/:id/move',
    { config, schema: { params, body: moveBody, response: { 200: moved, ...errorReplies } } },
    async (req) => ({ data: await service.move(ctxOf(req), req.params.id, req.body.to, req.body.filter) }),
  );
  app.post('/api/:siteId/encoding/:id/reencode', stateCall, async (req) => service.reencode(ctxOf(req), req.params.id));
  app.post('/api/:siteId/encoding/:id/cancel', stateCall, async (req) => service.cancel(ctxOf(req), req.params.id));
}

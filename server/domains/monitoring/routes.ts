// GET /api/global/monitoring/status and /history: thin, the logic is in MonitoringService.
import type { FastifyInstance } from 'fastify';
import { HISTORY_MAX_MINUTES } from '../../../model/monitoring.js';
import { currentUser } from '../../plugins/session.js';
import { errorReplies } from '../../schemas/index.js';
import type { MonitoringService } from './service.js';

const percent = { type: 'number', minimum: 0, maximum: 100 } as const;
const count = { type: 'number', minimum: 0 } as const;

const statusReply = {
  type: 'object',
  required: ['alertLevel', 'online', 'cpuLoad', 'memoryLoad', 'swapLoad', 'outRate', 'connections', 'newConnections'],
  properties: {
    alertLevel: { type: 'integer', minimum: 0 },
    online: { type: 'boolean' },
    cpuLoad: percent,
    memoryLoad: percent,
    swapLoad: percent,
    outRate: count,
    connections: count,
    newConnections: count,
    standIn: { type: 'boolean' },
  },
} as const;

const snapshotReply = {
  type: 'object',
  required: ['ts', 'servers'],
  properties: {
    ts: { type: 'string' },
    servers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'baseUrl', 'bandwidth', 'weight', 'online'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          baseUrl: { type: 'string' },
          bandwidth: { type: ['number', 'null'] },
          weight: { type: 'number' },
          online: { type: 'boolean' },
          reason: { type: 'string' },
          status: statusReply,
        },
      },
    },
  },
} as const;

const historyReply = {
  type: 'object',
  required: ['bucketSeconds', 'data'],
  properties: {
    bucketSeconds: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ts', 'servers'],
        properties: {
          ts: { type: 'string' },
          servers: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'connections', 'newConnections'],
              properties: { id: { type: 'string' }, connections: count, newConnections: count },
            },
          },
        },
      },
    },
  },
} as const;

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { minutes: { type: 'integer', minimum: 1, maximum: HISTORY_MAX_MINUTES, default: 10 } },
} as const;

export function monitoringRoutes(app: FastifyInstance, service: MonitoringService): void {
  app.get('/api/global/monitoring/status', { schema: { querystring: noQuery, response: { 200: snapshotReply, ...errorReplies } } }, (request) =>
    service.status(currentUser(request)),
  );
  app.get<{ Querystring: { minutes: number } }>(
    '/api/global/monitoring/history',
    { schema: { querystring: historyQuery, response: { 200: historyReply, ...errorReplies } } },
    (request) => service.history(currentUser(request), request.query.minutes),
  );
}

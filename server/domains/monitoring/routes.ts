// GET /api/global/monitoring/status, /history and /stand-ins: thin, the logic is in MonitoringService.
import type { FastifyInstance } from 'fastify';
import { HISTORY_MAX_MINUTES } from '../../../model/monitoring/index.js';
import { typed } from '../../plugins/typedApp.js';
import { errorReplies } from '../../schemas/index.js';
import type { MonitoringService } from './service.js';

const percent = { type: 'number', minimum: 0, maximum: 100 } as const;
const count = { type: 'number', minimum: 0 } as const;

/** An object of these properties, all of them required. */
const allRequired = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties), properties }) as const;

/** One time of readings, one item per server: the snapshot and each history point. */
const readingsAt = <I>(item: I) => allRequired({ ts: { type: 'string' }, servers: { type: 'array', items: item } });

const status = allRequired({
  alertLevel: { type: 'integer', minimum: 0 },
  online: { type: 'boolean' },
  cpuLoad: percent,
  memoryLoad: percent,
  swapLoad: percent,
  outRate: count,
  connections: count,
  newConnections: count,
});

const snapshotReply = readingsAt({
  type: 'object',
  required: ['id', 'name', 'baseUrl', 'bandwidth', 'weight', 'online', 'standIn'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    baseUrl: { type: 'string' },
    bandwidth: { type: ['number', 'null'] },
    weight: { type: 'number' },
    online: { type: 'boolean' },
    standIn: { type: 'boolean' },
    reason: { type: 'string' },
    status: { ...status, properties: { ...status.properties, standIn: { type: 'boolean' } } },
  },
});

const historyReply = allRequired({
  bucketSeconds: { type: 'integer' },
  data: { type: 'array', items: readingsAt(allRequired({ id: { type: 'string' }, connections: count, newConnections: count })) },
});

const standInsReply = allRequired({ data: { type: 'array', items: { type: 'string' } } });

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { minutes: { type: 'integer', minimum: 1, maximum: HISTORY_MAX_MINUTES, default: 10 } },
} as const;

export function monitoringRoutes(fastify: FastifyInstance, service: MonitoringService): void {
  const app = typed(fastify);
  const config = { right: 'superAdmin' } as const;
  app.get('/api/global/monitoring/status', { config, schema: { querystring: noQuery, response: { 200: snapshotReply, ...errorReplies } } }, () =>
    service.status(),
  );
  app.get(
    '/api/global/monitoring/history',
    { config, schema: { querystring: historyQuery, response: { 200: historyReply, ...errorReplies } } },
    (request) => service.history(request.query.minutes),
  );
  app.get('/api/global/monitoring/stand-ins', { config, schema: { querystring: noQuery, response: { 200: standInsReply, ...errorReplies } } }, () =>
    service.standIns(),
  );
}

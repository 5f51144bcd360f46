// Presence on records (issue 22 §2, docs/api.md "Présence"): a record screen's heartbeat, its leaving, and who is on
// the records of a list's page. Reading the type is enough, whatever the method (`recordRead`).
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { PresenceService } from './service.js';
import type { Viewer } from '../../../model/presence/index.js';
import { answerObject, answerOf, errorReplies, nullable, recordParams, SITE_ID, TYPE_NAME } from '../../schemas/index.js';

/** One browser tab's screen, drawn by the console. */
const TAB = { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' } as const;
/** The ids of a list's page, comma-separated. */
const MAX_IDS = 200;

const viewer = {
  ...answerOf<Viewer>()({
    userId: { type: 'string' },
    name: { type: 'string' },
    initials: { type: 'string' },
    field: nullable('string'),
    fieldIdleMs: nullable('integer'),
  }),
  required: ['userId', 'name', 'initials', 'field', 'fieldIdleMs'],
} as const;
const viewers = { type: 'array', items: viewer } as const;
const VERSION = { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 } as const;
/** The beat's answer: the others on the record, its stored version, and who saved it when the screen holds another. */
const beatAnswer = answerObject({
  viewers,
  version: VERSION,
  savedBy: answerObject({ userId: { type: 'string' }, name: { type: 'string' } }),
});

// `propertyNames`: another key (a `userId`, a `name`) is refused, where `additionalProperties` alone drops it unsaid.
const beatBody = {
  type: 'object',
  required: ['tab'],
  additionalProperties: false,
  propertyNames: { enum: ['tab', 'field', 'typing', 'version'] },
  properties: {
    tab: TAB,
    field: { type: ['string', 'null'], minLength: 1, maxLength: 300 },
    typing: { type: 'boolean' },
    // The record's version the screen shows: told who saved another since (a save between the screen's read and its first beat).
    version: VERSION,
  },
} as const;
const leaveQuery = { type: 'object', required: ['tab'], additionalProperties: false, properties: { tab: TAB } } as const;
const typeParams = { type: 'object', required: ['siteId', 'type'], properties: { siteId: SITE_ID, type: TYPE_NAME } } as const;
const listQuery = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'string', maxLength: 30_000 } },
} as const;

const config = { right: 'recordRead' } as const;

export function presenceRoutes(app: FastifyInstance, presence: PresenceService): void {
  const api = typed(app);
  api.put(
    '/api/:siteId/presence/:type/:id',
    // A record screen's heartbeat: not a person at work (jobs/writePace.ts).
    {
      config: { ...config, unattended: true },
      schema: { params: recordParams, body: beatBody, response: { 200: beatAnswer, ...errorReplies } },
    },
    async (req) => presence.beat(ctx(req), req.params.type, req.params.id, req.body),
  );
  api.delete(
    '/api/:siteId/presence/:type/:id',
    { config, schema: { params: recordParams, querystring: leaveQuery, response: { 204: { type: 'null' }, ...errorReplies } } },
    async (req, reply) => {
      await presence.leave(ctx(req), req.query.tab);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/:siteId/presence/:type',
    {
      config,
      schema: {
        params: typeParams,
        querystring: listQuery,
        response: { 200: answerObject({ records: { type: 'object', additionalProperties: viewers } }), ...errorReplies },
      },
    },
    async (req) => {
      const ids = [...new Set(req.query.ids.split(',').filter(Boolean))].slice(0, MAX_IDS);
      return { records: await presence.onRecords(ctx(req), req.params.type, ids) };
    },
  );
}

// Saved list views (docs/api.md "Recherche et vues"): thin, ListViewService checks the type's right and ownership.
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerOf, errorReplies, SITE_ID, siteParams, TYPE_NAME } from '../../schemas/index.js';
import type { ListView, ListViewService } from './service.js';
import type { ListViewState } from './storage.js';

const KEY = { type: 'string', minLength: 1, maxLength: 200 } as const;

const state = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'object', maxProperties: 100 },
    sort: { type: 'object', required: ['field', 'order'], additionalProperties: false, properties: { field: KEY, order: { enum: ['ASC', 'DESC'] } } },
    perPage: { type: 'integer', minimum: 1, maximum: 1000 },
    columns: { type: 'array', maxItems: 300, items: KEY },
  },
} as const;

const NAME = { type: 'string', minLength: 1, maxLength: 100 } as const;
const createBody = {
  type: 'object',
  required: ['type', 'name'],
  additionalProperties: false,
  properties: { type: TYPE_NAME, name: NAME, shared: { type: 'boolean' }, state },
} as const;
const updateBody = { type: 'object', additionalProperties: false, properties: { name: NAME, shared: { type: 'boolean' }, state } } as const;

// The stored state as it was saved: its filter is any admin filter (undeclared keys would be dropped from the answer).
const stateAnswer = answerOf<ListViewState>()({
  filter: { type: 'object', additionalProperties: true },
  sort: state.properties.sort,
  perPage: state.properties.perPage,
  columns: state.properties.columns,
});

const view = answerOf<ListView>()({
  _id: { type: 'string' },
  type: { type: 'string' },
  name: { type: 'string' },
  shared: { type: 'boolean' },
  owner: { type: 'string' },
  mine: { type: 'boolean' },
  state: stateAnswer,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
});

const viewParams = {
  type: 'object',
  required: ['siteId', 'id'],
  properties: { siteId: SITE_ID, id: { type: 'string', pattern: '^[a-f0-9]{24}$' } },
} as const;

/** `session`: the service answers only the views of types this user reads, and lets only their owner change one. */
const config = { right: 'session' } as const;

export function listViewRoutes(fastify: FastifyInstance, views: ListViewService): void {
  const app = typed(fastify);
  app.get(
    '/api/:siteId/list-views',
    {
      config,
      schema: {
        params: siteParams,
        querystring: { type: 'object', additionalProperties: false, properties: { type: TYPE_NAME } },
        response: { 200: { type: 'array', items: view }, ...errorReplies },
      },
    },
    (req) => views.list(ctx(req), req.query.type),
  );
  app.post(
    '/api/:siteId/list-views',
    { config, schema: { params: siteParams, body: createBody, response: { 201: view, ...errorReplies } } },
    async (req, reply) => reply.status(201).send(await views.create(ctx(req), req.body)),
  );
  app.put(
    '/api/:siteId/list-views/:id',
    { config, schema: { params: viewParams, body: updateBody, response: { 200: view, ...errorReplies } } },
    (req) => views.update(ctx(req), req.params.id, req.body),
  );
  app.delete(
    '/api/:siteId/list-views/:id',
    { config, schema: { params: viewParams, response: { 204: { type: 'null' }, ...errorReplies } } },
    async (req, reply) => {
      await views.remove(ctx(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}

// GET /api/{siteId}/search (docs/api.md "Recherche"): thin, SearchService holds the logic.
import type { FastifyInstance } from 'fastify';
import { callContext as ctx } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import { answerObject, answerOf, errorReplies, siteParams } from '../../schemas/index.js';
import { MAX_BUDGET_MS, type SearchGroup, type SearchResult, type SearchService } from './service.js';

const named = answerObject({ type: { type: 'string' }, label: { type: 'string' } });

const searchQuery = {
  type: 'object',
  required: ['q'],
  additionalProperties: false,
  // Bounded here, then in characters by the service (a clear French message): this only stops a huge query string.
  properties: { q: { type: 'string', maxLength: 1000 }, budgetMs: { type: 'integer', minimum: 1, maximum: MAX_BUDGET_MS } },
} as const;

const searchGroup = answerOf<SearchGroup>()({
  ...named.properties,
  count: { type: 'integer' },
  countIsLowerBound: { type: 'boolean' },
  fuzzy: { type: 'boolean' },
  records: { type: 'array', items: answerObject({ _id: { type: 'string' }, label: { type: 'string' } }) },
});

const searchReply = answerOf<SearchResult>()({
  q: { type: 'string' },
  groups: { type: 'array', items: searchGroup },
  cut: { type: 'array', items: named },
  tookMs: { type: 'integer' },
});

export function searchRoutes(fastify: FastifyInstance, search: SearchService): void {
  // `session`: each type is searched only if this user may read it (SearchService), never otherwise.
  typed(fastify).get(
    '/api/:siteId/search',
    { config: { right: 'session' }, schema: { params: siteParams, querystring: searchQuery, response: { 200: searchReply, ...errorReplies } } },
    (req) => search.search(ctx(req), req.query.q, req.query.budgetMs),
  );
}

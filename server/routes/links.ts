// The 'liens' tab of every record (spec 000 §2 record screen): the records pointing at one, from the link index.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/session.js';
import type { LinkIndex } from '../services/linkIndex.js';
import type { RecordService } from '../services/records.js';
import type { SchemaRegistry } from '../services/schemaRegistry.js';
import { errorReplies, SITE_ID } from '../schemas/index.js';

const params = {
  type: 'object',
  required: ['siteId', 'type', 'id'],
  properties: {
    siteId: SITE_ID,
    type: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' },
    id: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

const strings = { type: 'array', items: { type: 'string' } } as const;
const linksReply = {
  type: 'object',
  required: ['groups', 'hidden', 'truncated'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'string' },
          label: { type: 'string' },
          records: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                _id: { type: 'string' },
                siteId: { type: 'string' },
                label: { type: 'string' },
                archived: { type: 'boolean' },
                props: strings,
              },
            },
          },
        },
      },
    },
    hidden: { type: 'integer' },
    truncated: { type: 'boolean' },
  },
} as const;

type Req = FastifyRequest<{ Params: { siteId: string; type: string; id: string } }>;

export function linkRoutes(app: FastifyInstance, records: RecordService, links: LinkIndex, registry: SchemaRegistry): void {
  app.get('/api/:siteId/data/:type/:id/links', { schema: { params, response: { 200: linksReply, ...errorReplies } } }, async (req: Req) => {
    const ctx = { user: currentUser(req), siteId: req.params.siteId };
    // Whoever may read the record may see what points at it (among what they may read): 403 or 404 otherwise.
    await records.get(ctx, req.params.type, req.params.id);
    return links.referrers(ctx, registry.get(req.params.type)!, req.params.id);
  });
}

// The 'liens' tab of every record (spec 000 §2 record screen): the records pointing at one, from the link index.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../plugins/session.js';
import { typed } from '../plugins/typedApp.js';
import type { LinkIndex } from '../services/linkIndex.js';
import type { RecordService } from '../services/records.js';
import type { SchemaRegistry } from '../services/schemaRegistry.js';
import { errorReplies, recordParams, scalars } from '../schemas/index.js';

const linked = scalars({ _id: 'string', siteId: 'string', label: 'string', archived: 'boolean' });
const group = scalars({ type: 'string', label: 'string' });
const linksReply = {
  type: 'object',
  required: ['groups', 'hidden', 'truncated'],
  properties: {
    groups: {
      type: 'array',
      items: {
        ...group,
        properties: {
          ...group.properties,
          records: {
            type: 'array',
            items: { ...linked, properties: { ...linked.properties, props: { type: 'array', items: { type: 'string' } } } },
          },
        },
      },
    },
    hidden: { type: 'integer' },
    truncated: { type: 'boolean' },
  },
} as const;

export function linkRoutes(app: FastifyInstance, records: RecordService, links: LinkIndex, registry: SchemaRegistry): void {
  typed(app).get(
    '/api/:siteId/data/:type/:id/links',
    { config: { right: 'record' }, schema: { params: recordParams, response: { 200: linksReply, ...errorReplies } } },
    async (req) => {
      const ctx = { user: currentUser(req), siteId: req.params.siteId };
      // Whoever may read the record may see what points at it (among what they may read): 403 or 404 otherwise.
      await records.get(ctx, req.params.type, req.params.id);
      return links.referrers(ctx, registry.get(req.params.type)!, req.params.id);
    },
  );
}

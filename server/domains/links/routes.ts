// The 'liens' tab of every record (spec 000 §2 record screen): the records pointing at one, from the link index.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type { LinkIndex } from '../../services/linkIndex.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { LinkedRecord, LinkGroup, RecordLinks } from '../../../model/links/index.js';
import { answerOf, errorReplies, recordParams, scalars } from '../../schemas/index.js';

const linked = answerOf<LinkedRecord>()({
  ...scalars({ _id: 'string', siteId: 'string', label: 'string', archived: 'boolean' }).properties,
  props: { type: 'array', items: { type: 'string' } },
});
const group = answerOf<LinkGroup>()({ ...scalars({ type: 'string', label: 'string' }).properties, records: { type: 'array', items: linked } });
const linksReply = {
  ...answerOf<RecordLinks>()({ groups: { type: 'array', items: group }, hidden: { type: 'integer' }, truncated: { type: 'boolean' } }),
  required: ['groups', 'hidden', 'truncated'],
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

// A record's history: GET …/history/{Type}/{id} (its versions, newest first), …/{seq} (one, with what it changed),
// …/compare?from&to (two side by side), POST …/{seq}/restore (If-Match; answers the record as a save does).
import type { FastifyInstance } from 'fastify';
import { callContext } from '../../plugins/session.js';
import { typed } from '../../plugins/typedApp.js';
import type {
  ChangedField,
  CopySource,
  HistoryChange,
  HistoryVersion,
  VersionDetail,
  VersionsCompared,
  VersionsPage,
} from '../../../model/history/index.js';
import { answerObject, answerOf, errorReplies, RECORD_ID, recordReply, SITE_ID, TYPE_NAME } from '../../schemas/index.js';
import { PAGE_SIZE, type HistoryService } from './service.js';

const SEQ = { type: 'string', pattern: '^[0-9]{1,18}$' } as const;
const params = { type: 'object', required: ['siteId', 'type', 'id'], properties: { siteId: SITE_ID, type: TYPE_NAME, id: RECORD_ID } } as const;
const versionParams = { ...params, required: ['siteId', 'type', 'id', 'seq'], properties: { ...params.properties, seq: SEQ } } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { before: SEQ, limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE } },
} as const;
const compareQuery = { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: { from: SEQ, to: SEQ } } as const;

const changed = { type: 'array', items: answerOf<ChangedField>()({ key: { type: 'string' }, label: { type: 'string' } }) } as const;
const versionProperties = {
  seq: { type: 'string' },
  version: { type: 'integer' },
  at: { type: 'string' },
  action: { type: 'string' },
  login: { type: ['string', 'null'] },
  via: { type: 'string' },
  jobId: { type: 'string' },
  jobLabel: { type: ['string', 'null'] },
  copiedFrom: answerOf<CopySource>()({ env: { type: 'string' }, siteId: { type: 'string' } }),
  archived: { type: 'boolean' },
  changed,
  identicalToRecord: { type: 'boolean' },
} as const;
const record = { type: 'object', additionalProperties: true } as const;
const changes = {
  type: 'array',
  items: answerOf<HistoryChange>()({ key: { type: 'string' }, label: { type: 'string' }, from: {}, to: {} }),
} as const;
const withRecord = answerObject({ ...versionProperties, record });
const pageReply = answerOf<VersionsPage>()({
  data: { type: 'array', items: answerOf<HistoryVersion>()(versionProperties) },
  next: { type: 'string' },
});
const detailReply = answerOf<VersionDetail>()({ ...versionProperties, record, changes });
const comparedReply = answerOf<VersionsCompared>()({ from: withRecord, to: withRecord, changes });

export function historyRoutes(app: FastifyInstance, history: HistoryService): void {
  const base = '/api/:siteId/history/:type/:id';
  // Who may read the record reads its history (the declared right, then the service's own check of this record).
  const read = { right: 'record' } as const;
  typed(app).get(base, { config: read, schema: { params, querystring: listQuery, response: { 200: pageReply, ...errorReplies } } }, (req) =>
    history.list(callContext(req), req.params.type, req.params.id, req.query),
  );
  typed(app).get(
    `${base}/compare`,
    { config: read, schema: { params, querystring: compareQuery, response: { 200: comparedReply, ...errorReplies } } },
    (req) => history.compare(callContext(req), req.params.type, req.params.id, req.query.from, req.query.to),
  );
  typed(app).get(`${base}/:seq`, { config: read, schema: { params: versionParams, response: { 200: detailReply, ...errorReplies } } }, (req) =>
    history.get(callContext(req), req.params.type, req.params.id, req.params.seq),
  );
  typed(app).post(
    `${base}/:seq/restore`,
    { config: { right: 'recordWrite' }, schema: { params: versionParams, response: { 200: recordReply, ...errorReplies } } },
    async (req, reply) => {
      const saved = await history.restore(callContext(req), req.params.type, req.params.id, req.params.seq, req.headers['if-match']);
      return reply.header('ETag', saved.etag).send(saved.record);
    },
  );
}

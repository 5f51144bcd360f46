// JSON Schemas of the statistics routes: parameters, queries and answers.
import { INGEST_MAX_EVENTS, PERIODS, PLAY_KINDS, PLAY_PAGES, USER_STATUSES } from '../../../model/statistics/index.js';
import { TIMELINE_USAGE_OF_KIND, TIMELINE_USAGES, type CreatedIngestKey, type IngestKey } from '../../../model/statistics/index.js';
import { answerOf, errorReplies, RECORD_ID, scalars, SITE_ID } from '../../schemas/index.js';
import { INGEST_KINDS } from './ingestEvents.js';

const list = (values: readonly string[]) =>
  ({ type: 'string', pattern: `^((${values.join('|')})(,(${values.join('|')}))*)?$`, maxLength: 100 }) as const;
const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const TS = { type: 'integer', minimum: 0, maximum: 32503680000 } as const;
const num = { type: 'number' } as const;
const obj = <const P extends Record<string, unknown>>(properties: P) => ({ type: 'object', properties }) as const;
/** Path parameters: all present. */
const pathParams = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties }) as const;
const reply = (ok: Record<string, unknown>) => ({ 200: ok, ...errorReplies }) as const;
/** A query of Paris dates from `start` to `end` (both required), by period, and what else the call takes. */
const dayRange = <const E extends Record<string, unknown>>(extra: E) =>
  ({
    type: 'object',
    required: ['start', 'end'],
    properties: { start: DATE, end: DATE, period: { type: 'string', enum: PERIODS, default: 'day' }, ...extra },
  }) as const;

export const playQuery = obj({
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  userStatus: list(USER_STATUSES),
  page: list(PLAY_PAGES),
  kind: list(PLAY_KINDS),
});

const counts = obj({ count: num, views: num });
const playRow = obj({
  key: scalars({ entityId: 'string', mode: 'string', userStatus: 'string' }),
  entity: scalars({ _id: 'string', _cls: 'string', label: 'string?' }),
  count: num,
  views: num,
  distinctUsers: num,
  avgTime: num,
  avgPercent: num,
  total: counts,
});
export const playReply = reply(obj({ data: { type: 'array', items: playRow }, count: { type: 'integer' } }));
export const statusReply = reply(obj({ pendingEvents: { type: 'integer' } }));

export const rangeQuery = dayRange({ entityId: RECORD_ID });
const modeCounts = obj({ playCount: num, viewCount: num });
const modes = { full: modeCounts, trailer: modeCounts, pl_full: modeCounts, pl_trailer: modeCounts };
export const viewsReply = reply(
  obj({
    ...scalars({ period: 'string', start: 'string', end: 'string' }).properties,
    ...modes,
    minutes: { type: 'array', items: num },
    points: { type: 'array', items: obj({ bucket: { type: 'string' }, ...modes, minutes: num }) },
    totals: obj({ ...modes, minutes: num }),
  }),
);

export const salesQuery = {
  type: 'object',
  required: ['startTs', 'endTs'],
  properties: { startTs: TS, endTs: TS, formulaId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const perFormulaQuery = { ...salesQuery, required: ['startTs', 'endTs', 'formulaId'] } as const;
const tsRange = obj({ startTs: num, endTs: num });
export const salesReply = reply(
  obj({
    previous: tsRange,
    current: tsRange,
    lines: { type: 'array', items: obj({ key: { type: 'string' }, label: { type: 'string' }, startDateValue: num, endDateValue: num }) },
  }),
);

export const timelineQuery = dayRange({
  usage: {
    type: 'string',
    enum: [...TIMELINE_USAGES, ...(Object.keys(TIMELINE_USAGE_OF_KIND) as (keyof typeof TIMELINE_USAGE_OF_KIND)[])],
    default: 'subscription_renewals',
  },
});
export const timelineReply = reply(
  obj({ usage: { type: 'string' }, period: { type: 'string' }, points: { type: 'array', items: obj({ bucket: { type: 'string' }, value: num }) } }),
);

const series = { type: 'array', items: obj({ date: { type: 'string' }, value: num }) } as const;
export const tournamentReply = reply(
  obj({
    ...scalars({ from: 'string?', to: 'string?' }).properties,
    betsTimeSeries: series,
    createdParticipantCountTimeSeries: series,
    participantCountTimeSeries: series,
    top20Rankings: { type: 'array', items: obj({ userId: { type: 'string' }, login: { type: ['string', 'null'] }, score: num, rank: num }) },
  }),
);

export const ingestParams = pathParams({ siteId: SITE_ID, kind: { type: 'string', enum: INGEST_KINDS } });
const batch = { type: 'array', maxItems: INGEST_MAX_EVENTS, items: {} } as const;
/** `{events: [...]}`, or the batch itself. */
export const ingestBody = { anyOf: [{ type: 'object', required: ['events'], properties: { events: batch } }, batch] } as const;
export const ingestReply = reply(
  obj({ accepted: { type: 'integer' }, rejected: { type: 'array', items: obj({ index: { type: 'integer' }, message: { type: 'string' } }) } }),
);

const keyColumns = scalars({
  id: 'string',
  siteId: 'string',
  label: 'string',
  prefix: 'string',
  createdAt: 'string',
  createdBy: 'string?',
  revokedAt: 'string?',
  lastUsedAt: 'string?',
}).properties;
const keyRow = answerOf<IngestKey>()(keyColumns);
export const keyListQuery = obj({ siteId: SITE_ID });
export const keyListReply = reply(obj({ data: { type: 'array', items: keyRow } }));
export const keyBody = {
  type: 'object',
  required: ['siteId', 'label'],
  additionalProperties: false,
  properties: { siteId: SITE_ID, label: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const keyCreatedReply = { 201: answerOf<CreatedIngestKey>()({ ...keyColumns, key: { type: 'string' } }), ...errorReplies } as const;
export const keyReply = reply(keyRow);
export const keyParams = pathParams({ id: { type: 'string', format: 'uuid' } });

export const playExportQuery = obj({
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
});
export const participantsQuery = obj({ createdOnly: { type: 'boolean', default: false } });

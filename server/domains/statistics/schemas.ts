// JSON Schemas of the statistics routes: parameters, queries and answers.
import { PERIODS, PLAY_KINDS, PLAY_PAGES, USER_STATUSES } from '../../../model/statistics.js';
import { errorReplies, nullable } from '../../schemas/index.js';

const list = (values: readonly string[]) =>
  ({ type: 'string', pattern: `^((${values.join('|')})(,(${values.join('|')}))*)?$`, maxLength: 100 }) as const;
const DATE = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const ID = { type: 'string', minLength: 1, maxLength: 128 } as const;
const TS = { type: 'integer', minimum: 0, maximum: 32503680000 } as const;
const num = { type: 'number' } as const;
const obj = (properties: Record<string, unknown>, required?: string[]) => ({ type: 'object', properties, ...(required && { required }) }) as const;
const reply = (ok: Record<string, unknown>) => ({ 200: ok, ...errorReplies }) as const;

export const playQuery = obj({
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  limit: { type: 'integer', minimum: 1, maximum: 100 },
  userStatus: list(USER_STATUSES),
  page: list(PLAY_PAGES),
  kind: list(PLAY_KINDS),
});

const counts = obj({ count: num, views: num });
const playRow = obj({
  key: obj({ entityId: { type: 'string' }, mode: { type: 'string' }, userStatus: { type: 'string' } }),
  entity: obj({ _id: { type: 'string' }, _cls: { type: 'string' }, label: nullable('string') }),
  count: num,
  views: num,
  distinctUsers: num,
  avgTime: num,
  avgPercent: num,
  total: counts,
});
export const playReply = reply(obj({ data: { type: 'array', items: playRow }, count: { type: 'integer' } }));
export const statusReply = reply(obj({ pendingEvents: { type: 'integer' } }));

export const rangeQuery = {
  type: 'object',
  required: ['start', 'end'],
  properties: { start: DATE, end: DATE, period: { type: 'string', enum: PERIODS, default: 'day' }, entityId: ID },
} as const;
const modeCounts = obj({ playCount: num, viewCount: num });
const modes = { full: modeCounts, trailer: modeCounts, pl_full: modeCounts, pl_trailer: modeCounts, minutes: num };
export const viewsReply = reply(
  obj({
    period: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    points: { type: 'array', items: obj({ bucket: { type: 'string' }, ...modes }) },
    totals: obj(modes),
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

export const timelineQuery = {
  type: 'object',
  required: ['start', 'end'],
  properties: {
    start: DATE,
    end: DATE,
    period: { type: 'string', enum: PERIODS, default: 'day' },
    usage: { type: 'string', enum: ['subscription_renewals', 'user_creation'], default: 'subscription_renewals' },
  },
} as const;
export const timelineReply = reply(
  obj({ usage: { type: 'string' }, period: { type: 'string' }, points: { type: 'array', items: obj({ bucket: { type: 'string' }, value: num }) } }),
);

export const idParams = obj({ siteId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' }, id: ID }, ['siteId', 'id']);
const series = { type: 'array', items: obj({ date: { type: 'string' }, value: num }) } as const;
export const tournamentReply = reply(
  obj({
    from: nullable('string'),
    to: nullable('string'),
    betsTimeSeries: series,
    createdParticipantCountTimeSeries: series,
    participantCountTimeSeries: series,
    top20Rankings: { type: 'array', items: obj({ userId: { type: 'string' }, score: num, rank: num }) },
  }),
);

export const ingestParams = obj(
  { siteId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' }, kind: { type: 'string', enum: ['play', 'view', 'bet'] } },
  ['siteId', 'kind'],
);
export const ingestBody = {
  type: 'object',
  required: ['events'],
  properties: { events: { type: 'array', maxItems: 1000, items: {} } },
} as const;
export const ingestReply = reply(
  obj({ accepted: { type: 'integer' }, rejected: { type: 'array', items: obj({ index: { type: 'integer' }, message: { type: 'string' } }) } }),
);

const keyRow = {
  id: { type: 'string' },
  siteId: { type: 'string' },
  label: { type: 'string' },
  prefix: { type: 'string' },
  createdAt: { type: 'string' },
  createdBy: nullable('string'),
  revokedAt: nullable('string'),
  lastUsedAt: nullable('string'),
};
export const keyListQuery = obj({ siteId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' } });
export const keyListReply = reply(obj({ data: { type: 'array', items: obj(keyRow) } }));
export const keyBody = {
  type: 'object',
  required: ['siteId', 'label'],
  additionalProperties: false,
  properties: { siteId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' }, label: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const keyCreatedReply = { 201: obj({ ...keyRow, key: { type: 'string' } }), ...errorReplies } as const;
export const keyReply = reply(obj(keyRow));
export const keyParams = obj({ id: { type: 'string', format: 'uuid' } }, ['id']);

export const playExportQuery = obj({
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
});
export const participantsQuery = obj({ createdOnly: { type: 'boolean', default: false } });

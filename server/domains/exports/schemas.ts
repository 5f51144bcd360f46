// JSON Schemas of the exports domain's routes (a declared answer is also what is serialised): bodies and answers of
// model/exportApi.ts, written through two shape helpers.
import { errorReplies, SITE_ID } from '../../schemas/index.js';

const STRING = { type: 'string' } as const;
const INTEGER = { type: 'integer' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const ANY = {} as const;
const SECONDS = { type: 'integer', minimum: -62135596800, maximum: 253402300799 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const object = <P extends Record<string, unknown>>(properties: P) => ({ type: 'object', properties }) as const;
const listOf = <P extends Record<string, unknown>>(properties: P) => ({ type: 'array', items: object(properties) }) as const;

export const TYPE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' } as const;
export const EXPORT_ID = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$' } as const;
export const PAYOUT_ID = { type: 'string', pattern: '^[A-Za-z0-9_]{1,100}$' } as const;

/** Params of a site's route and its own, all in the path (so all present). */
export const siteAnd = <const E extends Record<string, unknown> = Record<never, never>>(extra: E = {} as E) =>
  ({
    type: 'object',
    required: ['siteId', ...(Object.keys(extra) as (keyof E & string)[])],
    properties: { siteId: SITE_ID, ...extra },
  }) as const;

export const exportBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: TYPE,
    preset: text(100),
    fields: { type: 'array', maxItems: 300, items: text(300) },
    adminFilter: text(10000),
    adminSearch: text(1000),
    filter: text(100),
    min: SECONDS,
    max: SECONDS,
  },
} as const;

export const executeBody = {
  type: 'object',
  required: ['command'],
  additionalProperties: false,
  properties: { filter: text(10000), command: text(10000) },
} as const;

/** 202 of a started job: its id, and the Export record of an export. */
export const jobStarted = { 202: object({ jobId: STRING, exportId: STRING }), ...errorReplies } as const;

export const previewReply = {
  200: object({
    count: INTEGER,
    countIsLowerBound: BOOLEAN,
    samples: listOf({ _id: STRING, label: STRING, error: STRING, diff: listOf({ key: STRING, before: ANY, after: ANY }) }),
  }),
  ...errorReplies,
} as const;

export const payoutsReply = {
  200: object({
    simulated: BOOLEAN,
    data: listOf({
      id: STRING,
      arrival_date: INTEGER,
      amount: INTEGER,
      currency: STRING,
      status: STRING,
      statusLabel: STRING,
      exportedTs: INTEGER,
    }),
  }),
  ...errorReplies,
} as const;

/** A file answers a stream, which Fastify sends as it is: only its errors are serialised. */
export const streamed = errorReplies;

export const subscriptionsQuery = object({ __admin: BOOLEAN });

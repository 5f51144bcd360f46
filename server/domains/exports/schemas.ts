// JSON Schemas of the exports domain's routes (a declared answer is also what is serialised): the answers of
// model/exports/exportApi.ts (answerOf: the schema declares exactly the interface's keys); the bodies are there.
import type { ExecutePreview, ExportStarted, PayoutList, PayoutView } from '../../../model/exports/index.js';
import { answerOf, errorReplies, fileReplies, SITE_ID } from '../../schemas/index.js';

const STRING = { type: 'string' } as const;
const INTEGER = { type: 'integer' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const ANY = {} as const;

const listOf = <const I>(items: I) => ({ type: 'array', items }) as const;
type Sample = ExecutePreview['samples'][number];

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

/** 202 of a started job: its id, and the Export record of an export. */
export const jobStarted = { 202: answerOf<ExportStarted>()({ jobId: STRING, exportId: STRING }), ...errorReplies } as const;

export const previewReply = {
  200: answerOf<ExecutePreview>()({
    count: INTEGER,
    countIsLowerBound: BOOLEAN,
    samples: listOf(
      answerOf<Sample>()({
        _id: STRING,
        label: STRING,
        error: STRING,
        diff: listOf(answerOf<Sample['diff'][number]>()({ key: STRING, before: ANY, after: ANY })),
      }),
    ),
  }),
  ...errorReplies,
} as const;

export const payoutsReply = {
  200: answerOf<PayoutList>()({
    simulated: BOOLEAN,
    data: listOf(
      answerOf<PayoutView>()({
        id: STRING,
        arrival_date: INTEGER,
        amount: INTEGER,
        currency: STRING,
        status: STRING,
        statusLabel: STRING,
        exportedTs: INTEGER,
      }),
    ),
  }),
  ...errorReplies,
} as const;

/** A file answers a stream, which Fastify sends as it is: only its errors are serialised. */
export const streamed = fileReplies;

export const subscriptionsQuery = { type: 'object', properties: { __admin: BOOLEAN } } as const;

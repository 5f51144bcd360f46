// JSON Schemas of the imports domain's routes: the answers of model/imports/api.ts (answerOf: the schema declares exactly
// the interface's keys), the run's body is there.
import type { ImportCounts, ImportTargetView, ImportUploaded, ImportView } from '../../../model/imports/index.js';
import type { ColumnMatch } from '../../../model/imports/index.js';
import { answerOf, errorReplies, SITE_ID, TYPE_NAME } from '../../schemas/index.js';

const STRING = { type: 'string' } as const;
const INTEGER = { type: 'integer' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const listOf = <const I>(items: I) => ({ type: 'array', items }) as const;

type Refusal = ImportView['refusals'][number];
type Undo = NonNullable<ImportView['undo']>;

export const typeParams = { type: 'object', required: ['siteId', 'type'], properties: { siteId: SITE_ID, type: TYPE_NAME } } as const;
export const importParams = {
  type: 'object',
  required: ['siteId', 'id'],
  properties: { siteId: SITE_ID, id: { type: 'string', format: 'uuid' } },
} as const;

const importView = answerOf<ImportView>()({
  id: STRING,
  type: STRING,
  fileName: STRING,
  format: STRING,
  state: STRING,
  mode: STRING,
  key: STRING,
  startedBy: STRING,
  createdAt: STRING,
  columns: listOf(answerOf<ColumnMatch>()({ column: STRING, path: { type: ['string', 'null'] } })),
  leftOut: listOf(STRING),
  dryRun: BOOLEAN,
  counts: answerOf<ImportCounts>()({ rows: INTEGER, created: INTEGER, updated: INTEGER, unchanged: INTEGER, refused: INTEGER }),
  refusals: listOf(answerOf<Refusal>()({ field: STRING, reason: STRING, count: INTEGER, runs: listOf(listOf(INTEGER)), text: STRING })),
  fileError: STRING,
  jobId: STRING,
  undo: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: answerOf<Undo>()({ archived: INTEGER, restored: INTEGER, leftAlone: listOf(STRING) }).properties,
  },
});

export const importReply = { 200: importView, ...errorReplies } as const;

export const listQuery = { type: 'object', required: ['type'], properties: { type: TYPE_NAME } } as const;
export const listReply = { 200: answerOf<{ data: ImportView[] }>()({ data: listOf(importView) }), ...errorReplies } as const;

export const uploadedReply = {
  201: answerOf<ImportUploaded>()({
    import: importView,
    targets: listOf(answerOf<ImportTargetView>()({ path: STRING, label: STRING })),
  }),
  ...errorReplies,
} as const;

export const jobStarted = { 202: answerOf<{ jobId: string }>()({ jobId: STRING }), ...errorReplies } as const;

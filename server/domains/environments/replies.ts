// JSON Schemas of the environments domain: the values its routes (and the tools between environments) take, and its
// answers (a declared answer is also what is serialised). Their TypeScript shapes are in model/environments/index.ts.
import type {
  ApiToken,
  ComparedItem,
  Comparison,
  ComparisonPage,
  CopyOutcome,
  EnvironmentsInfo,
  FieldChange,
  ReferenceStatus,
  ServerChoice,
  SiteChoice,
} from '../../../model/environments/index.js';
import { answerObject, answerOf, recordReply, SITE_ID } from '../../schemas/index.js';
import type { Digest } from './storage.js';

/** A record type's id (a schema's `_id`). */
export const TYPE = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' } as const;
/** An environment's name: this server's ENV_NAME or a key of ENVIRONMENTS. */
export const ENV = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' } as const;
/** A site of a server: `{env, siteId}` (copy a collection). */
export const place = { type: 'object', required: ['env', 'siteId'], additionalProperties: false, properties: { env: ENV, siteId: SITE_ID } } as const;

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const anyValue = {} as const;
const listOf = <const I>(items: I) => ({ type: 'array', items }) as const;

/** References a peer sends: an open list (refs without _cls or _id are answered as they are today, references.ts). */
export const refList = listOf({ type: 'object', properties: { _cls: str, _id: str } } as const);

export const newTokenBody = {
  type: 'object',
  required: ['name', 'scope', 'expiresAt'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    scope: { enum: ['read', 'read-write'] },
    siteIds: { type: 'array', maxItems: 200, items: SITE_ID },
    /** ISO date: at most two years ahead. */
    expiresAt: { type: 'string', maxLength: 40 },
  },
} as const;

// Answers: each the model's interface (answerOf).
export const fieldChanges = listOf(answerOf<FieldChange>()({ path: str, kind: str, before: anyValue, after: anyValue }));
const serverChoices = listOf(answerOf<ServerChoice>()({ name: str, label: str, self: bool }));

export const environmentsReply = answerOf<EnvironmentsInfo>()({ env: str, servers: serverChoices, copyTargets: serverChoices });
export const sitesReply = listOf(answerOf<SiteChoice>()({ _id: str, label: str }));

export const comparisonReply = answerOf<Comparison>()({
  found: bool,
  target: { anyOf: [{ type: 'null' }, recordReply] },
  changes: fieldChanges,
  references: listOf(answerOf<ReferenceStatus>()({ kind: str, _cls: str, _id: str, path: str, label: str, missing: bool })),
  link: str,
});

export const copyReply = answerOf<CopyOutcome>()({
  resource: recordReply,
  link: str,
  created: bool,
  copied: listOf(answerOf<CopyOutcome['copied'][number]>()({ _cls: str, _id: str, label: str })),
  files: int,
  warnings: listOf(str),
});

export const comparisonPageReply = answerOf<ComparisonPage>()({
  counts: answerOf<ComparisonPage['counts']>()({ added: int, removed: int, changed: int, same: int }),
  total: int,
  items: listOf(answerOf<ComparedItem>()({ _id: str, label: str, status: str, changes: fieldChanges })),
});

export const schemaCopyReply = answerObject({ _id: str, env: str, created: bool });
/** A global record written by a peer (PUT /api/environments/global/{Type}/{id}). */
export const globalCopyReply = answerObject({ _id: str, env: str, created: bool, resource: recordReply });
export const digestsReply = listOf(answerOf<Digest>()({ _id: str, label: str, hash: str }));
export const missingReply = answerObject({ records: refList, files: listOf(str) });

export const tokenReply = answerOf<ApiToken>()({
  id: str,
  name: str,
  scope: str,
  siteIds: listOf(str),
  createdBy: nullableStr,
  createdByLogin: nullableStr,
  createdAt: str,
  expiresAt: str,
  revokedAt: nullableStr,
  lastUsedAt: nullableStr,
  token: str,
});

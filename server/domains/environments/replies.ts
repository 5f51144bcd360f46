// JSON Schemas of the environments domain: the values its routes (and the tools between environments) take, and its
// answers (a declared answer is also what is serialised). Their TypeScript shapes are in model/environments.ts.
import { recordReply, SITE_ID } from '../../schemas/index.js';

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
const objectOf = <P extends Record<string, unknown>>(properties: P) => ({ type: 'object', properties }) as const;
const listOf = <I>(items: I) => ({ type: 'array', items }) as const;

export const fieldChanges = listOf(objectOf({ path: str, kind: str, before: anyValue, after: anyValue }));
export const refList = listOf(objectOf({ _cls: str, _id: str }));
const serverChoices = listOf(objectOf({ name: str, label: str, self: bool }));

export const environmentsReply = objectOf({ env: str, servers: serverChoices, copyTargets: serverChoices });
export const sitesReply = listOf(objectOf({ _id: str, label: str }));

export const comparisonReply = objectOf({
  found: bool,
  target: { anyOf: [{ type: 'null' }, recordReply] },
  changes: fieldChanges,
  references: listOf(objectOf({ kind: str, _cls: str, _id: str, path: str, label: str, missing: bool })),
  link: str,
});

export const copyReply = objectOf({
  resource: recordReply,
  link: str,
  created: bool,
  copied: listOf(objectOf({ _cls: str, _id: str, label: str })),
  files: int,
  warnings: listOf(str),
});

export const comparisonPageReply = objectOf({
  counts: objectOf({ added: int, removed: int, changed: int, same: int }),
  total: int,
  items: listOf(objectOf({ _id: str, label: str, status: str, changes: fieldChanges })),
});

export const schemaCopyReply = objectOf({ _id: str, env: str, created: bool });
export const digestsReply = listOf(objectOf({ _id: str, label: str, hash: str }));
export const missingReply = objectOf({ records: refList, files: listOf(str) });

export const tokenReply = objectOf({
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
  /** Only in the answer of its creation: shown once. */
  token: str,
});

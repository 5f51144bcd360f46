// JSON Schemas of the environments domain's answers (a declared answer is also what is serialised).
import { recordReply } from '../../schemas/index.js';

const anyValue = {} as const;

export const fieldChanges = {
  type: 'array',
  items: {
    type: 'object',
    properties: { path: { type: 'string' }, kind: { type: 'string' }, before: anyValue, after: anyValue },
  },
} as const;

export const serverChoices = {
  type: 'array',
  items: { type: 'object', properties: { name: { type: 'string' }, label: { type: 'string' }, self: { type: 'boolean' } } },
} as const;

export const environmentsReply = {
  type: 'object',
  properties: { env: { type: 'string' }, servers: serverChoices, copyTargets: serverChoices },
} as const;

export const sitesReply = {
  type: 'array',
  items: { type: 'object', properties: { _id: { type: 'string' }, label: { type: 'string' } } },
} as const;

export const comparisonReply = {
  type: 'object',
  properties: {
    found: { type: 'boolean' },
    target: { anyOf: [{ type: 'null' }, recordReply] },
    changes: fieldChanges,
    references: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string' },
          _cls: { type: 'string' },
          _id: { type: 'string' },
          path: { type: 'string' },
          label: { type: 'string' },
          missing: { type: 'boolean' },
        },
      },
    },
    link: { type: 'string' },
  },
} as const;

const refList = { type: 'array', items: { type: 'object', properties: { _cls: { type: 'string' }, _id: { type: 'string' } } } } as const;

export const copyReply = {
  type: 'object',
  properties: {
    resource: recordReply,
    link: { type: 'string' },
    created: { type: 'boolean' },
    copied: {
      type: 'array',
      items: { type: 'object', properties: { _cls: { type: 'string' }, _id: { type: 'string' }, label: { type: 'string' } } },
    },
    files: { type: 'integer' },
    warnings: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const comparisonPageReply = {
  type: 'object',
  properties: {
    counts: {
      type: 'object',
      properties: { added: { type: 'integer' }, removed: { type: 'integer' }, changed: { type: 'integer' }, same: { type: 'integer' } },
    },
    total: { type: 'integer' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { _id: { type: 'string' }, label: { type: 'string' }, status: { type: 'string' }, changes: fieldChanges },
      },
    },
  },
} as const;

export const digestsReply = {
  type: 'array',
  items: { type: 'object', properties: { _id: { type: 'string' }, label: { type: 'string' }, hash: { type: 'string' } } },
} as const;

export const missingReply = { type: 'object', properties: { records: refList, files: { type: 'array', items: { type: 'string' } } } } as const;

export const tokenReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    scope: { type: 'string' },
    siteIds: { type: 'array', items: { type: 'string' } },
    createdBy: { type: ['string', 'null'] },
    createdByLogin: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    revokedAt: { type: ['string', 'null'] },
    lastUsedAt: { type: ['string', 'null'] },
    /** Only in the answer of its creation: shown once. */
    token: { type: 'string' },
  },
} as const;

export { refList };

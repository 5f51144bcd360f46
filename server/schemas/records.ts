// Records as the API answers them: open objects (their keys come from live schemas), with the system keys declared.
// AdminUser records are closed: whatever slips past the hidden and write-only fields, a password never leaves.
import { nullable, rightsObject } from './common.js';

const systemKeys = {
  _id: { type: 'string' },
  _cls: { type: 'string' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  _archived: { type: 'boolean' },
} as const;

/** The keys an AdminUser answer may carry (catalogue/schemas/AdminUser.json without its write-only password). */
export const adminUserRecord = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...systemKeys,
    label: { type: 'string' },
    login: { type: 'string' },
    isDeveloper: nullable('boolean'),
    superAdmin: nullable('boolean'),
    disabled: nullable('boolean'),
    siteIds: { type: 'array', items: { type: 'string' } },
    rights: rightsObject,
  },
} as const;

export const recordReply = {
  if: { type: 'object', required: ['_cls'], properties: { _cls: { const: 'AdminUser' } } },
  then: adminUserRecord,
  else: { type: 'object', additionalProperties: true, properties: systemKeys },
} as const;

export const recordListReply = {
  type: 'object',
  properties: {
    data: { type: 'array', items: recordReply },
    count: { type: 'integer' },
    /** More records than counted match (the count stopped at its bound). */
    countIsLowerBound: { type: 'boolean' },
  },
} as const;

export const countReply = { type: 'integer' } as const;
/** GET /api/{siteId}/counts: each key asked that this user may count, with its count. */
export const countsReply = { type: 'object', additionalProperties: { type: 'integer' } } as const;

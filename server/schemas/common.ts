// JSON Schemas shared by the routes: path parameters, the error answer. A declared response schema is also a
// whitelist: Fastify serialises only the keys it declares (additionalProperties: true where the shape is open).
import { RIGHT_FLAGS } from '../../model/rights.js';

export const SITE_ID = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' } as const;

export const siteParams = { type: 'object', required: ['siteId'], properties: { siteId: SITE_ID } } as const;

/** A record type's name in a path ('TextContent'). */
export const TYPE_NAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$' } as const;
export const RECORD_ID = { type: 'string', minLength: 1, maxLength: 128 } as const;

/** /api/{siteId}/…/{id}: a record of a site. */
export const siteRecordParams = { type: 'object', required: ['siteId', 'id'], properties: { siteId: SITE_ID, id: RECORD_ID } } as const;

/** /api/{siteId}/…/{type}/{id}. */
export const recordParams = {
  type: 'object',
  required: ['siteId', 'type', 'id'],
  properties: { siteId: SITE_ID, type: TYPE_NAME, id: RECORD_ID },
} as const;

type Scalar = 'string' | 'integer' | 'number' | 'boolean';

/** An object of scalar properties named by their type, `?` for "or null": `scalars({ _id: 'string', size: 'integer?' })`. */
export const scalars = <K extends string>(types: Record<K, Scalar | `${Scalar}?`>) =>
  ({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries<string>(types).map(([key, type]) => [key, type.endsWith('?') ? nullable(type.slice(0, -1)) : { type }]),
    ) as Record<K, { type: Scalar | readonly [Scalar, 'null'] }>,
  }) as const;

/** Every error: {error: CODE, message: French text, fields?: {key: message}} (design.md §3). */
export const errorReply = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const errorReplies = { '4xx': errorReply, '5xx': errorReply } as const;

export const rightsObject = {
  type: 'object',
  properties: Object.fromEntries(RIGHT_FLAGS.map((flag) => [flag, { type: 'boolean' }])) as Record<(typeof RIGHT_FLAGS)[number], { type: 'boolean' }>,
} as const;

export const nullable = <T extends string>(type: T) => ({ type: [type, 'null'] }) as const;

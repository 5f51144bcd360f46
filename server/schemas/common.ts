// JSON Schemas shared by the routes: path parameters, the error answer. A declared response schema is also a
// whitelist: Fastify serialises only the keys it declares (additionalProperties: true where the shape is open).
import type { JSONSchema } from 'json-schema-to-ts';
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

/** An answer object of scalar properties named by their type, `?` for "or null": `scalars({ _id: 'string', size: 'integer?' })`. */
export const scalars = <const T extends Record<string, Scalar | `${Scalar}?`>>(types: T) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries<string>(types).map(([key, type]) => [key, type.endsWith('?') ? nullable(type.slice(0, -1)) : { type }]),
    ) as { [K in keyof T]: T[K] extends `${infer S}?` ? { type: readonly [S, 'null'] } : { type: T[K] } },
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

/**
 * An answer object, closed: json-schema-to-ts then types it without an index signature, so that the services' interfaces
 * are accepted where the route's answer is checked. Serialising is unchanged: fast-json-stringify drops undeclared keys
 * whether `additionalProperties` is false or absent.
 */
export const answerObject = <const P extends Record<string, JSONSchema>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties }) as const;

/**
 * The answer object of an interface T the services build (the model's richer type stays the source): the compiler fails
 * on a key of T the schema does not declare (it would be dropped from the answer) and on a key T does not have; the
 * route's answer check then holds each key's type to its schema. `required` is left out on purpose: it would move
 * those keys first in the serialised answer.
 */
export const answerOf =
  <T>() =>
  <const P extends { [K in keyof T]-?: JSONSchema }>(properties: P & { [K in Exclude<keyof P, keyof T>]: never }) =>
    answerObject<P>(properties);

/** A file's bytes: a stream, which Fastify sends as it is (json-schema-to-ts types it `unknown`); only errors are serialised. */
export const fileReplies = { 200: { description: 'Le contenu du fichier' }, ...errorReplies } as const;

// The app as route files see it: path parameters, query strings, bodies and answers typed from the routes' own JSON
// Schemas (`as const`) by json-schema-to-ts, so that neither a handler's inputs nor what it answers can drift from
// what the server validates and serialises (a declared response schema is also a whitelist, server/schemas/declared.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider
>;

/** The same app, its routes' requests and answers typed from their schemas. */
export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<JsonSchemaToTsProvider>();

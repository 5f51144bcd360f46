// The app as route files see it: path parameters, query strings and bodies typed from the routes' own JSON Schemas
// (`as const`) by json-schema-to-ts, so that a handler's types cannot drift from
// what the server validates. Answers are not typed here: their schemas are enforced at start and whitelist what is
// serialised (server/schemas/declared.ts), while the services answer interfaces, which the open object type of a
// schema (an index signature) does not accept.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The request side of @fastify/type-provider-json-schema-to-ts's JsonSchemaToTsProvider; answers are `unknown`. */
export interface RequestSchemaProvider extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: unknown;
}

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  RequestSchemaProvider
>;

/** The same app, its routes' requests typed from their schemas. */
export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<RequestSchemaProvider>();

// A list's parameters (spec 001 §7), written once: the data routes declare this schema, the server's reader takes
// its type, and the console's data provider builds it.
import type { FromSchema } from 'json-schema-to-ts';

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sortBy: { type: 'string', maxLength: 300 },
    adminFilter: { type: 'string', maxLength: 10000 },
    adminSearch: { type: 'string', maxLength: 1000 },
    /** A named filter: the sidebar sub-filter of this id. */
    filter: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 },
    withCount: { type: 'boolean' },
    offset: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 0 },
    archived: { type: 'boolean' },
    adminTable: { type: 'boolean' },
    serialize: { type: 'boolean' },
  },
} as const;

export type ListRequest = FromSchema<typeof listQuerySchema>;

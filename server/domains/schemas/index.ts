// Schemas (global type `schema`): every console reads them; a schema record is checked by the meta-schema rules of model/ rather than by its
// own schema record; once saved, every server reloads its catalogue and the answer tells how many stored records
// no longer pass it.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { ChangeFeed } from '../../services/changeFeed.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { ensureSchemaStorage, SCHEMA_TYPE, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { withRichTextHints } from '../../../model/migrations/index.js';
import { SKIPPED_INDEXES_KEY } from '../../../model/skippedIndexes.js';
import { sanitizeRichValue } from '../../services/richText.js';
import { schemaImpact } from './impact.js';
import { checkDeveloperFlags, checkSchemaRecord } from './validation.js';

export interface SchemasDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  registry: SchemaRegistry;
  feed: ChangeFeed;
}

export const schemasDomain: FastifyPluginAsync<SchemasDomainOptions> = async (_app, { hooks, pool, registry, feed }) => {
  hooks.register(SCHEMA_TYPE, {
    replacesSchemaCheck: true,
    // Every logged-in console is built from the schemas.
    readByEveryone: true,
    // Hints at every depth are stored as sanitised rich text, whatever shape the client sent.
    complete: (doc) => void Object.assign(doc, withRichTextHints(doc, sanitizeRichValue)),
    validate: (doc, { id, ctx, stored }) => {
      checkSchemaRecord({ ...doc, _id: id });
      checkDeveloperFlags(doc, stored, ctx.user.isDeveloper === true);
    },
    // The type's partition, indexes and per-value totals are built before the save: one that cannot be built refuses it, nothing saved.
    beforeWrite: (doc, { id }) => ensureSchemaStorage(pool, { ...doc, _id: id } as unknown as DataSchema),
    // What the stored data kept the last load from building, for the schema screen.
    readExtra: (id) => ({ [SKIPPED_INDEXES_KEY]: registry.skippedIndexes(id) }),
    afterCommit: async ({ action, id }) => {
      await registry.load(pool);
      await feed.changed('schemas');
      const saved = action === 'create' || action === 'update' ? registry.get(id) : undefined;
      return saved && { _impact: await schemaImpact(pool, saved) };
    },
  });
};

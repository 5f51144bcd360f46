// Schemas (global type `schema`): every console reads them; a schema record is checked by the meta-schema rules of model/ rather than by its
// own schema record; once saved, every server reloads its catalogue, the records' search columns follow it (a job)
// and the answer tells how many stored records no longer pass it.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { JobService } from '../../jobs/service.js';
import type { ChangeFeed } from '../events/index.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { ensureSchemaStorage, GLOBAL_SITE, SCHEMA_TYPE, type SchemaRegistry } from '../../services/schemaRegistry.js';
import { recordSearchFieldsBefore, SEARCH_REINDEX_JOB } from '../../services/searchReindex.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { withRichTextHints } from '../../../model/migrations/index.js';
import { SKIPPED_INDEXES_KEY } from '../../../model/skippedIndexes.js';
import { sanitizeRichValue } from '../../services/richText.js';
import { schemaImpact } from './impact.js';
import { checkCustomApiPath, checkDeveloperFlags, checkSchemaRecord } from './validation.js';
import type { SiteRoutePaths } from '../../plugins/siteRoutePaths.js';

/** Schema saves within this many seconds share one re-index pass (and one queued behind it). */
const REINDEX_DEBOUNCE_SECONDS = 10;

export interface SchemasDomainOptions {
  hooks: RecordHookRegistry;
  pool: pg.Pool;
  registry: SchemaRegistry;
  feed: ChangeFeed;
  jobs: JobService;
  siteRoutePaths: SiteRoutePaths;
}

export const schemasDomain: FastifyPluginAsync<SchemasDomainOptions> = async (_app, { hooks, pool, registry, feed, jobs, siteRoutePaths }) => {
  hooks.register(SCHEMA_TYPE, {
    replacesSchemaCheck: true,
    // Every logged-in console is built from the schemas, the definitions' flags included (a non-developer's hides the
    // fields they mark); writing those flags stays the developers' (checkDeveloperFlags below).
    readByEveryone: true,
    showsNestedLocked: true,
    // Hints at every depth are stored as sanitised rich text, whatever shape the client sent.
    complete: (doc) => void Object.assign(doc, withRichTextHints(doc, sanitizeRichValue)),
    validate: (doc, { id, ctx, stored }) => {
      checkSchemaRecord({ ...doc, _id: id });
      checkCustomApiPath(
        doc.customApiPath,
        id,
        (path) => registry.byCustomApiPath(path)?._id,
        (path) => siteRoutePaths.has(path),
      );
      checkDeveloperFlags(doc, stored, ctx.user.isDeveloper === true);
    },
    // The type's partition, indexes and per-value totals are built before the save: one that cannot be built refuses it, nothing saved.
    // What its records' search columns are made of now is recorded, for the job after the save to compare with.
    beforeWrite: async (doc, { id }) => {
      await ensureSchemaStorage(pool, { ...doc, _id: id } as unknown as DataSchema);
      if (id) await recordSearchFieldsBefore(pool, id, registry.get(id));
    },
    // What the stored data kept the last load from building, for the schema screen.
    readExtra: (id) => ({ [SKIPPED_INDEXES_KEY]: registry.skippedIndexes(id) }),
    afterCommit: async ({ action, id }) => {
      await registry.load(pool, { reshape: true });
      await feed.changed('schemas');
      // Debounced: a pass brings every type's columns to its schema, so saves in a row need one pass after the last,
      // not one each (the soak's saves, one a minute, left 26 passes queued behind a long one).
      await jobs.startDebounced(SEARCH_REINDEX_JOB, { siteId: GLOBAL_SITE, startedBy: null }, REINDEX_DEBOUNCE_SECONDS);
      const saved = action === 'create' || action === 'update' ? registry.get(id) : undefined;
      return saved && { _impact: await schemaImpact(pool, saved) };
    },
  });
};

// The link index (migration 008): which records point at a record or a stored file. Every record write replaces the
// writer's links in its own transaction (records.ts); the RECORD_LINKS_INDEX job, started at boot, indexes what was
// stored otherwise (seed, bulk loads, records of an older server). Read by the 'liens' tab (GET .../{Type}/{id}/links) and the images tool.
import type pg from 'pg';
import type { JobKind } from '../jobs/types.js';
import type { LinkGroup, RecordLinks } from '../../model/links/index.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { getState, setState, setStateEntry } from '../storage/appState.js';
import type { Queryable } from '../storage/db.js';
import { WALK_BATCH, walkType } from './recordWalk.js';
import { lockChangedBatch, lockDocumentBatch, typeParts, type ChangeKey, type DocumentBatchRow } from '../storage/keyBatches.js';
import { inRetriedTransaction } from '../storage/db.js';
import { yieldToRequests } from '../jobs/requestPriority.js';
import { writePace } from '../jobs/writePace.js';
import * as storage from '../storage/recordLinks.js';
import { writeTrail } from '../storage/writeTrail.js';
import { resolveRead, type CallContext } from './access.js';
import { AppError } from '../errors.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { extractLinks, mayHoldLinks } from './recordLinks.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from './schemaRegistry.js';
import type { SiteDirectory } from './siteDirectory.js';

/** Referrers listed for one record; past it the answer says it is cut. */
export const MAX_REFERRERS = 500;

/** The links of a stored record, targets resolved: a reference reaches a global type or a record of the same site. */
export function linkRowsOf(registry: SchemaRegistry, schema: DataSchema, siteId: string, doc: Record<string, unknown>): storage.LinkRow[] {
  return extractLinks(schema.propertiesList, doc).map(({ prop, ref, file }) => {
    if (file) return { prop, filePath: file };
    const target = registry.get(ref!.cls);
    return { prop, toSite: target && isGlobalSchema(target) ? GLOBAL_SITE : siteId, toCls: ref!.cls, toId: ref!.id };
  });
}

/** A stored record as the link index reads it. */
type StoredRecord = { id: string; doc: Record<string, unknown> };

/** The links of some records of one site and type, to replace theirs. */
const linksOf = (registry: SchemaRegistry, schema: DataSchema, siteId: string, records: StoredRecord[]): storage.LinksOf => ({
  siteId,
  cls: schema._id,
  records: records.map(({ id, doc }) => ({ id, links: linkRowsOf(registry, schema, siteId, doc) })),
});

export class LinkIndex {
  constructor(
    private pool: pg.Pool,
    private registry: SchemaRegistry,
    private sites: SiteDirectory,
    private hooks: RecordHookRegistry,
  ) {}

  /** The links of some stored documents, to replace theirs (storage/writeTrail.ts). */
  linksOf(siteId: string, schema: DataSchema, records: StoredRecord[]): storage.LinksOf {
    return linksOf(this.registry, schema, siteId, records);
  }

  /** Inside a write's transaction: the records' links become those of their stored documents. */
  async write(db: Queryable, siteId: string, schema: DataSchema, records: StoredRecord[]): Promise<void> {
    await writeTrail(db, { links: this.linksOf(siteId, schema, records) });
  }

  /** The records pointing at a record (the caller has checked it may read it), grouped by type, those it may read. */
  async referrers(ctx: CallContext, target: DataSchema, id: string): Promise<RecordLinks> {
    const targetSite = isGlobalSchema(target) ? GLOBAL_SITE : ctx.siteId;
    const siteIds = ctx.user.siteIds?.length ? ctx.user.siteIds : null;
    const rows = await storage.referrersOfRecord(this.pool, { siteId: targetSite, cls: target._id, id }, siteIds, MAX_REFERRERS + 1);
    const truncated = rows.length > MAX_REFERRERS;
    const { shown, hidden } = this.readable(ctx, rows.slice(0, MAX_REFERRERS));
    const groups = new Map<string, LinkGroup>();
    for (const r of shown) {
      if (!groups.has(r.cls)) groups.set(r.cls, { type: r.cls, label: this.registry.get(r.cls)?.label ?? r.cls, records: [] });
      groups.get(r.cls)!.records.push({ _id: r.id, siteId: r.siteId, label: r.label, archived: r.archived, props: r.props });
    }
    return { groups: [...groups.values()], hidden, truncated };
  }

  /** Records of the site using each of some stored files, those this user may read (and a count of the others). */
  async fileUsers(
    ctx: CallContext,
    paths: string[],
    perFile: number,
  ): Promise<{ byPath: Map<string, storage.Referrer[]>; hidden: Map<string, number> }> {
    const rows = await storage.referrersOfFiles(this.pool, ctx.siteId, paths, perFile);
    const byPath = new Map<string, storage.Referrer[]>();
    const hidden = new Map<string, number>();
    for (const path of paths) {
      const { shown, hidden: n } = this.readable(
        ctx,
        rows.filter((r) => r.filePath === path),
      );
      byPath.set(path, shown);
      hidden.set(path, n);
    }
    return { byPath, hidden };
  }

  /**
   * Referrers whose type this user may read in full; archived ones for developers only (as the archives are).
   * `hidden`: the live ones left out.
   */
  private readable(ctx: CallContext, rows: storage.Referrer[]): { shown: storage.Referrer[]; hidden: number } {
    const canSeeArchived = ctx.user.isDeveloper || ctx.user.superAdmin;
    const mayRead = (r: storage.Referrer): boolean => {
      try {
        return !resolveRead(this.registry, this.sites, { ...ctx, siteId: r.siteId }, r.cls, this.hooks.opening(r.cls)).labelsOnly;
      } catch (err) {
        if (err instanceof AppError) return false;
        throw err;
      }
    };
    const shown = rows.filter((r) => (!r.archived || canSeeArchived) && mayRead(r));
    return { shown, hidden: rows.filter((r) => !r.archived && !shown.includes(r)).length };
  }
}

const STATE_KEY = 'recordLinks';
/** Raised when what extractLinks finds changes: the next start indexes every record again. */
const EXTRACTOR_VERSION = 1;

export interface BackfillProgress {
  signal?: AbortSignal;
  progress?: (fraction: number, text: string) => Promise<void>;
}

/** Where the walk of each type stands (recordWalk.ts), and the types done in the run under way. */
const WALK_KEY = 'recordLinksWalk';
const DONE_KEY = 'recordLinksDone';

/**
 * Indexes the links of records changed since the last run (all of them the first time, or when the extractor
 * changed); writes made meanwhile index themselves. Answers how many records it indexed.
 */
export async function backfillLinks(pool: pg.Pool, registry: SchemaRegistry, opts: BackfillProgress = {}): Promise<number> {
  const state = (await getState(pool, STATE_KEY)) as { version: number; since: string } | undefined;
  const since = state?.version === EXTRACTOR_VERSION ? new Date(state.since) : null;
  const startedAt = (await pool.query('SELECT now() AS now')).rows[0].now as Date;
  const schemas = registry.all().filter((s) => mayHoldLinks(s.propertiesList));
  const count = since
    ? await indexChanged(pool, registry, schemas, { since, until: startedAt }, opts)
    : await indexAll(pool, registry, schemas, opts);
  await setState(pool, STATE_KEY, { version: EXTRACTOR_VERSION, since: startedAt.toISOString() });
  await setState(pool, DONE_KEY, {});
  await opts.progress?.(1, `${count} enregistrement(s) indexé(s)`);
  return count;
}

/** The first run: every record, type by type in batches by key, resuming where a stopped run was. */
async function indexAll(pool: pg.Pool, registry: SchemaRegistry, schemas: DataSchema[], { signal, progress }: BackfillProgress): Promise<number> {
  // A run is named by what it indexes from: a run stopped midway is resumed by the next, type by type.
  const target = `${EXTRACTOR_VERSION}:all`;
  const typesDone = ((await getState(pool, DONE_KEY)) ?? {}) as Record<string, string>;
  let count = 0;
  for (const [i, schema] of schemas.entries()) {
    if (typesDone[schema._id] === target) continue;
    count += await walkType(pool, {
      stateKey: WALK_KEY,
      cls: schema._id,
      target,
      signal,
      batch: async (client, after, limit) => {
        const { rows, last } = await lockDocumentBatch(client, schema._id, after, limit);
        for (const siteId of new Set(rows.map((r) => r.siteId))) {
          await indexRows(
            client,
            registry,
            schema,
            siteId,
            rows.filter((r) => r.siteId === siteId),
          );
        }
        return { done: rows.length, last };
      },
      finish: (client) => setStateEntry(client, DONE_KEY, schema._id, target),
      progress: async (fraction, done) => progress?.((i + fraction) / schemas.length, `${schema.label} : ${done} enregistrement(s) indexé(s)`),
    });
  }
  return count;
}

/**
 * A later run (each start's): the records changed since the last run only, part by part (site, archived) through the
 * update index, so that a start reads what bulk writes changed, not every type (it read the keys and rows of all
 * 1,000,000 records of the bench at each start: 14 to 47 s of background work). Stopped midway, the next run does
 * the same records again: indexing links is idempotent.
 */
async function indexChanged(
  pool: pg.Pool,
  registry: SchemaRegistry,
  schemas: DataSchema[],
  { since, until }: { since: Date; until: Date },
  { signal, progress }: BackfillProgress,
): Promise<number> {
  let count = 0;
  const pace = writePace(pool, signal);
  for (const [i, schema] of schemas.entries()) {
    for (const part of await typeParts(pool, schema._id)) {
      let after: ChangeKey | undefined = [since.toISOString(), ''];
      while (after) {
        signal?.throwIfAborted();
        const from: ChangeKey = after;
        const batch = await inRetriedTransaction(pool, async (client) => {
          const found = await lockChangedBatch(client, { ...part, cls: schema._id }, from, until, WALK_BATCH);
          await indexRows(client, registry, schema, part.siteId, found.rows);
          return found;
        });
        count += batch.rows.length;
        after = batch.last;
        await yieldToRequests();
        await pace();
      }
    }
    await progress?.((i + 1) / schemas.length, `${schema.label} : ${count} enregistrement(s) indexé(s)`);
  }
  return count;
}

/** One batch's records of one site: their links become those of their stored documents. */
async function indexRows(db: Queryable, registry: SchemaRegistry, schema: DataSchema, siteId: string, rows: DocumentBatchRow[]): Promise<void> {
  await writeTrail(db, { links: linksOf(registry, schema, siteId, rows) });
}

export const LINK_INDEX_JOB = 'RECORD_LINKS_INDEX';

/** The backfill as a job, started by each server at boot (it is idempotent; a second run finds little to do). */
export const linkIndexJob = (registry: SchemaRegistry): JobKind => ({
  kind: LINK_INDEX_JOB,
  oneWaiting: true,
  label: 'Index des liens entre enregistrements',
  retryLimit: 2,
  timeoutSeconds: 6 * 3600,
  run: async (ctx) => ({ indexed: await backfillLinks(ctx.pool, registry, { signal: ctx.signal, progress: (f, t) => ctx.progress(f, t) }) }),
});

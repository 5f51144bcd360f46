// The search columns of stored records follow their schema: when the properties a type's index is made of change (a
// property made searchable or no longer, given a weight, made write-only or developer-only), the SEARCH_REINDEX job
// makes the columns of every record of the type again, in batches. Started at boot and after each schema save; what
// each type's columns were last made with is kept in app_state, so a run finds the types to do and nothing else.
import type pg from 'pg';
import type { DataSchema } from '../../model/metaSchema.js';
import type { JobKind } from '../jobs/types.js';
import { deleteStateEntry, getState, getStates, setStateEntry } from '../storage/appState.js';
import type { Queryable } from '../storage/db.js';
import { lockDocumentBatch } from '../storage/keyBatches.js';
import type { SearchRecheck } from '../storage/documentSearch.js';
import { setSearchColumns } from '../storage/documentWrites.js';
import { walkType, type WalkPosition } from './recordWalk.js';
import { readSchemas } from './schemaRegistry.js';
import { askedSearchFields, searchColumnsOf, searchFieldsOf, type SearchField } from './searchIndex.js';

const STATE_KEY = 'searchFields';

/** Each type's search fields as its stored columns were made with them: 'label:0,summary:2'. */
type Made = Record<string, string>;
const fieldsText = (fields: SearchField[]): string => fields.map((f) => `${f.key}:${f.weight}`).join(',');
const keysOf = (text: string): string[] => (text ? text.split(',').map((field) => field.slice(0, field.lastIndexOf(':'))) : []);

/**
 * What the stored columns of a type are made of: as recorded, else (columns made before this job) of every field its
 * schema asks, hidden ones included.
 */
const madeOf = (made: Made, schema: DataSchema): string => made[schema._id] ?? fieldsText(askedSearchFields(schema));

/**
 * Per type, the searched keys of each schema it had since its columns were last all made again, where they differ from
 * what is recorded as made: a record written under one of them holds its values in its columns (a save is recorded here
 * by the schema it replaces, while that schema's re-index had not caught up).
 */
const HELD_KEY = 'searchFieldsHeld';
type Held = Record<string, string[]>;

/** What a type's stored columns may be made of: the fields recorded, and every key some record's columns may hold. */
interface Columns {
  made: string;
  keys: Set<string>;
}
const columnsOf = (made: Made, held: Held, schema: DataSchema): Columns => {
  const fields = madeOf(made, schema);
  return { made: fields, keys: new Set([...keysOf(fields), ...(held[schema._id] ?? [])]) };
};
/** Columns that may hold a key the schema no longer searches (`fields`, its searched ones): their matches must be checked again. */
const mayHoldHidden = (columns: Columns, fields: SearchField[]): boolean => {
  const searched = new Set(fields.map((f) => f.key));
  return [...columns.keys].some((key) => !searched.has(key));
};
const isStale = (columns: Columns, fields: SearchField[]): boolean => columns.made !== fieldsText(fields) || mayHoldHidden(columns, fields);

/** Records how some types' columns are made, beside what other runs recorded meanwhile. */
async function record(db: Queryable, made: Made): Promise<void> {
  for (const [cls, fields] of Object.entries(made)) await setStateEntry(db, STATE_KEY, cls, fields);
}

/**
 * Before a schema save (schemas domain): what the type's columns are made of now, unless recorded, so that the job
 * after the save compares with it. `stored`: the schema as saved now; none for a new type, whose records (none, or
 * left by a type of that name before) the job then makes again. When the columns do not follow `stored` yet, the
 * records written under it hold its keys: kept with the others (HELD_KEY).
 */
export async function recordSearchFieldsBefore(pool: pg.Pool, id: string, stored: DataSchema | undefined): Promise<void> {
  const states = await getStates(pool, [STATE_KEY, HELD_KEY]);
  const made = (states.get(STATE_KEY) ?? {}) as Made;
  if (made[id] === undefined) return record(pool, { [id]: stored ? madeOf(made, stored) : '' });
  if (!stored || made[id] === fieldsText(searchFieldsOf(stored))) return;
  const held = ((states.get(HELD_KEY) ?? {}) as Held)[id] ?? [];
  const keys = [...new Set([...held, ...searchFieldsOf(stored).map((f) => f.key)])];
  if (keys.length > held.length) await setStateEntry(pool, HELD_KEY, id, keys);
}

/** Where the walk of each type stands (recordWalk.ts): a job stopped midway resumes after its last batch. */
const WALK_KEY = 'searchFieldsWalk';

async function reindexType(
  pool: pg.Pool,
  schema: DataSchema,
  signal?: AbortSignal,
  progress?: (fraction: number, done: number) => Promise<void>,
): Promise<number> {
  const target = fieldsText(searchFieldsOf(schema));
  const heldOf = async (db: Queryable) => JSON.stringify(((await getState(db, HELD_KEY)) as Held | undefined)?.[schema._id] ?? []);
  const heldBefore = await heldOf(pool);
  return walkType(pool, {
    stateKey: WALK_KEY,
    cls: schema._id,
    target,
    signal,
    batch: async (client, after, limit) => {
      const { rows, last } = await lockDocumentBatch(client, schema._id, after, limit);
      await setSearchColumns(
        client,
        schema._id,
        rows.map((r) => ({ siteId: r.siteId, id: r.id, search: searchColumnsOf(schema, r.id, r.doc) })),
      );
      return { done: rows.length, last };
    },
    // Recorded with the last batch: a stop between the two would otherwise walk the whole type again.
    // Every record walked holds the target's keys alone, unless a save meanwhile wrote some under another schema (the
    // next pass walks again for it, and forgets them then).
    finish: async (client) => {
      await record(client, { [schema._id]: target });
      if ((await heldOf(client)) === heldBefore) await deleteStateEntry(client, HELD_KEY, schema._id);
    },
    progress,
  });
}

/**
 * Makes again the search columns of the types whose schema changed what they are made of, from the catalogue as
 * stored; answers how many records. Passes again until none is stale: a schema saved during a pass, or another run
 * that recorded older fields last, is seen by the next.
 */
export async function reindexStaleSearch(
  pool: pg.Pool,
  { signal, progress }: { signal?: AbortSignal; progress?: (fraction: number, text: string) => Promise<void> } = {},
): Promise<number> {
  let count = 0;
  for (;;) {
    const states = await getStates(pool, [STATE_KEY, HELD_KEY]);
    const made = (states.get(STATE_KEY) ?? {}) as Made;
    const held = (states.get(HELD_KEY) ?? {}) as Held;
    const schemas = (await readSchemas(pool)).filter((s) => s.hasAssociatedDBCollection !== false && Array.isArray(s.propertiesList));
    const stale = schemas.filter((s) => isStale(columnsOf(made, held, s), searchFieldsOf(s)));
    const unrecorded = schemas.filter((s) => made[s._id] === undefined && !stale.includes(s));
    if (unrecorded.length) await record(pool, Object.fromEntries(unrecorded.map((s) => [s._id, madeOf(made, s)])));
    if (!stale.length) break;
    for (const [i, schema] of stale.entries()) {
      count += await reindexType(pool, schema, signal, (fraction, done) =>
        progress ? progress((i + fraction) / stale.length, `${schema.label} : ${done} enregistrement(s) réindexé(s)`) : Promise.resolve(),
      );
    }
  }
  await progress?.(1, `${count} enregistrement(s) réindexé(s)`);
  return count;
}

/**
 * What each type's stored columns are made with, read once for a search: for a type whose columns lag its schema (its
 * re-index under way after a save) and may still hold a value it no longer searches, the keys a match must also be
 * found in and where the walk to the schema's fields stands (ListQuery.searchRecheck): the records it has passed are
 * not checked again. None otherwise: columns made of fewer keys, or weighted otherwise, find no record the schema would
 * not (a property just made searchable finds records by its value as the walk reaches them), and checking their matches
 * again cost a search on a type being re-indexed ten times its time (0.46 s for a frequent word at 1,000,000).
 */
export async function searchRechecks(db: Queryable): Promise<(schema: DataSchema) => SearchRecheck | undefined> {
  // From one snapshot: a batch walked in between is never taken as walked before its columns were made.
  const states = await getStates(db, [WALK_KEY, STATE_KEY, HELD_KEY]);
  const positions = (states.get(WALK_KEY) ?? {}) as Record<string, WalkPosition>;
  const made = (states.get(STATE_KEY) ?? {}) as Made;
  const held = (states.get(HELD_KEY) ?? {}) as Held;
  return (schema) => {
    const fields = searchFieldsOf(schema);
    const columns = columnsOf(made, held, schema);
    // Columns of unknown make (a new type's, recorded as '') are checked too.
    const unknownMake = columns.made === '' && fields.length > 0;
    if (!unknownMake && !mayHoldHidden(columns, fields)) return undefined;
    const target = fieldsText(fields);
    const position = positions[schema._id];
    return { keys: fields.map((f) => f.key), ...(position?.target === target && { walked: position.after }) };
  };
}

export const SEARCH_REINDEX_JOB = 'SEARCH_REINDEX';

export const searchReindexJob: JobKind = {
  kind: SEARCH_REINDEX_JOB,
  oneWaiting: true,
  label: 'Index de recherche des enregistrements',
  retryLimit: 2,
  timeoutSeconds: 6 * 3600,
  run: async (ctx) => ({ reindexed: await reindexStaleSearch(ctx.pool, { signal: ctx.signal, progress: (f, t) => ctx.progress(f, t) }) }),
};

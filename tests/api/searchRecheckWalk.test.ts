// A value hidden from search while the re-index walk is midway (issue 29, found at 1,000,000 records: every stale
// match was checked again in its values, and a word the stale columns held everywhere made the list answer 503 BUSY).
// The records the walk has passed have current columns and are not checked again; of the others only a bounded number
// are, the count then saying "at least" (an export's ids, read in the background, check them all); a record found
// only by the hidden value is never listed nor exported, and a word the stale columns hold stops the search's cascade
// there (its looser passes found the same stale records again: the typo pass read a million of them, 24 s).
import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema.js';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { insertDocument, replaceDocument } from '../../server/storage/documentWrites.js';
import { listAndCountDocuments } from '../../server/storage/documentCounts.js';
import { listAllIdsStatement } from '../../server/storage/documents.js';
import { RECHECK_ROWS } from '../../server/storage/documentSearch.js';
import { Sql } from '../../server/storage/sql.js';
import { WALK_BATCH } from '../../server/services/recordWalk.js';
import { recordSearchFieldsBefore, reindexStaleSearch, searchRechecks } from '../../server/services/searchReindex.js';
import { searchColumnsOf } from '../../server/services/searchIndex.js';

const SITE = 's1';
const props = (secret: Record<string, unknown>) => [
  { key: 'label', type: 'string', searchable: true },
  { key: 'visible', type: 'string', searchable: true },
  { key: 'secret', type: 'string', ...secret },
];
const searched = { _id: 'Coffre', label: 'Coffres', section: 'products', propertiesList: props({ searchable: true }) } as DataSchema;
const hiding = { ...searched, propertiesList: props({ searchable: true, writeOnly: true }) } as DataSchema;
// More records past the first batch than are checked again: the count of a word they all hold is then a lower bound.
const RECORDS = WALK_BATCH + RECHECK_ROWS + 100;
const idOf = (i: number) => `c${String(i).padStart(5, '0')}`;

describe('a search while the re-index walk is midway', () => {
  const database = useEmbeddedDatabase('console-search-recheck-');
  /** A schema saved as the schemas domain saves it: what its records' columns are made of recorded first. */
  const saveSchema = async (replaced: DataSchema, schema: DataSchema) => {
    await recordSearchFieldsBefore(database.pool, schema._id, replaced);
    const { _id, ...doc } = schema;
    await replaceDocument(database.pool, 'global', 'schema', _id, doc, { weighted: ['', '', '', ''], plain: '' });
  };
  /** The re-index, stopped after its first batch. */
  const walkOneBatch = async () => {
    const stop = new AbortController();
    await expect(reindexStaleSearch(database.pool, { signal: stop.signal, progress: async () => stop.abort() })).rejects.toThrow();
  };
  /** The list's query of `text`, with what the walk's position leaves to check again. */
  const queryOf = async (text: string, schema: DataSchema) => {
    const recheck = (await searchRechecks(database.pool))(schema);
    const query = {
      siteId: SITE,
      cls: 'Coffre',
      archived: false,
      search: text,
      searchRecheck: recheck,
      sort: [{ path: '_id' as const, desc: false }],
    };
    return { query, recheck };
  };
  const search = async (text: string, schema = hiding, page = { offset: 0, limit: 50 }) => {
    const { query, recheck } = await queryOf(text, schema);
    const found = await listAndCountDocuments(database.pool, { ...query, ...page }, new Sql(), 10_000);
    return { ids: found.rows.map((r) => r.id), count: found.count, lowerBound: found.countIsLowerBound === true, recheck };
  };

  /** An export's ids (read whole in the background): every match past the walk checked again, without a bound. */
  const exported = async (text: string) => {
    const { query } = await queryOf(text, hiding);
    const sql = new Sql();
    return (await database.pool.query(listAllIdsStatement(query, sql), sql.params)).rows.map((r) => r.id as string);
  };

  it('trusts the columns behind the walk, checks a bounded number past it, never finds the hidden value', { timeout: 120_000 }, async () => {
    await migrate(database.pool);
    await ensurePartitions(database.pool, ['schema', 'Coffre']);
    const { _id, ...doc } = searched;
    await insertDocument(database.pool, 'global', 'schema', _id, doc, { weighted: ['', '', '', ''], plain: '' });
    for (let at = 0; at < RECORDS; at += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, RECORDS - at) }, (_, k) => {
          const record = { label: `Coffre ${at + k}`, visible: 'rubis', secret: 'sesame' };
          return insertDocument(database.pool, SITE, 'Coffre', idOf(at + k), record, searchColumnsOf(searched, idOf(at + k), record));
        }),
      );
    }
    expect(await reindexStaleSearch(database.pool)).toBe(0);
    expect((await search('sesame', searched)).count).toBe(RECORDS);

    // The value hidden from search; the walk stopped after its first batch.
    await saveSchema(searched, hiding);
    await walkOneBatch();
    const hidden = await search('sesame');
    expect(hidden.recheck).toEqual({ keys: ['label', 'visible'], walked: [SITE, idOf(WALK_BATCH - 1)] });
    expect(hidden).toMatchObject({ ids: [], count: 0, lowerBound: true });
    for (const text of ['sesam', 'sesamme']) expect((await search(text)).ids).toEqual([]);
    // A look-alike saved meanwhile, behind the walk (current columns). The pass that answers is the one the columns
    // match, stale or not: the words, as before the save, with nothing the check confirms; the typo pass does not run
    // (it would read every stale record again), and the look-alike shows once no record holds the word any more.
    const lookAlike = `${idOf(0)}x`;
    const sosie = { label: 'Sosie', visible: 'sesamo' };
    await insertDocument(database.pool, SITE, 'Coffre', lookAlike, sosie, searchColumnsOf(hiding, lookAlike, sosie));
    expect(await search('sesame')).toMatchObject({ ids: [], count: 0, lowerBound: true });
    // Behind the walk every match counts; past it, RECHECK_ROWS of them checked again.
    expect(await search('rubis')).toMatchObject({ count: WALK_BATCH + RECHECK_ROWS, lowerBound: true });
    // A later page behind the walk, in the list's order (its matches there read up to the page's end only).
    const later = Array.from({ length: 20 }, (_, k) => idOf(100 + k));
    expect((await search('rubis', hiding, { offset: 100, limit: 20 })).ids).toEqual(later);

    // A word put in the columns only (never in the values): behind the walk found as the columns say, past it not.
    const marked = [idOf(0), idOf(WALK_BATCH - 1), idOf(WALK_BATCH), idOf(WALK_BATCH + 1)];
    await database.pool.query(
      `UPDATE documents SET search = search || to_tsvector('french_unaccent', 'temoin') WHERE cls = 'Coffre' AND id = ANY($1)`,
      [marked],
    );
    expect(await search('temoin')).toMatchObject({ ids: marked.slice(0, 2), count: 2, lowerBound: false });
    expect(await exported('temoin')).toEqual(marked.slice(0, 2));
    expect(await exported('sesame')).toEqual([]);
    expect(await exported('rubis')).toHaveLength(RECORDS);

    // The walk ended: the columns alone answer, exactly.
    expect(await reindexStaleSearch(database.pool)).toBe(RECORDS - WALK_BATCH);
    expect(await search('sesame')).toEqual({ ids: [lookAlike], count: 1, lowerBound: false, recheck: undefined });
    expect(await search('rubis')).toMatchObject({ count: RECORDS, lowerBound: false });
  });

  it(
    'checks nothing again when the columns can only find less: a property made searchable, or weighted otherwise',
    { timeout: 120_000 },
    async () => {
      const malle = (visible: Record<string, unknown>) =>
        ({ ...searched, _id: 'Malle', propertiesList: [props({})[0], { ...props({})[1], ...visible }] }) as DataSchema;
      const before = malle({ searchable: false });
      const { _id, ...doc } = before;
      await ensurePartitions(database.pool, ['Malle']);
      await insertDocument(database.pool, 'global', 'schema', _id, doc, { weighted: ['', '', '', ''], plain: '' });
      const records = WALK_BATCH + 50;
      for (let at = 0; at < records; at += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, records - at) }, (_, k) => {
            const record = { label: `Malle ${at + k}`, visible: 'saphir' };
            return insertDocument(database.pool, SITE, 'Malle', idOf(at + k), record, searchColumnsOf(before, idOf(at + k), record));
          }),
        );
      }
      expect(await reindexStaleSearch(database.pool)).toBe(0);
      let current = before;
      const save = async (schema: DataSchema) => {
        await saveSchema(current, schema);
        current = schema;
      };
      const saveAndWalkOneBatch = async (schema: DataSchema) => {
        await save(schema);
        await walkOneBatch();
      };
      const find = async (text: string, schema: DataSchema) => {
        const searchRecheck = (await searchRechecks(database.pool))(schema);
        const query = { siteId: SITE, cls: 'Malle', archived: false, search: text, searchRecheck, sort: [{ path: '_id' as const, desc: false }] };
        return { recheck: searchRecheck, ...(await listAndCountDocuments(database.pool, { ...query, offset: 0, limit: 10 }, new Sql(), 10_000)) };
      };

      // Made searchable: found by its value behind the walk, as the walk reaches them; every record by its label.
      const searchable = malle({ searchable: true });
      await saveAndWalkOneBatch(searchable);
      expect(await find('saphir', searchable)).toMatchObject({ recheck: undefined, count: WALK_BATCH });
      expect(await find('malle', searchable)).toMatchObject({ recheck: undefined, count: records });
      expect(await reindexStaleSearch(database.pool)).toBe(records - WALK_BATCH);

      // Weighted otherwise: the same records match.
      const weighted = malle({ searchable: true, searchIndexWeight: 3 });
      await saveAndWalkOneBatch(weighted);
      expect(await find('saphir', weighted)).toMatchObject({ recheck: undefined, count: records });

      // No longer searchable: the columns past the walk may hold it, and are checked again.
      const hidden = malle({ searchable: false });
      await saveAndWalkOneBatch(hidden);
      expect(await find('saphir', hidden)).toMatchObject({ recheck: { keys: ['label'] }, count: 0 });
      expect(await reindexStaleSearch(database.pool)).toBe(records - WALK_BATCH);

      // Made searchable, a record written, hidden again, before any re-index ran: the columns are recorded as made of
      // what the schema searches, but that record's hold the value, and are checked again until the walk makes them again.
      await save(searchable);
      const written = { label: 'Malle écrite', visible: 'saphir' };
      await insertDocument(database.pool, SITE, 'Malle', 'z-ecrite', written, searchColumnsOf(searchable, 'z-ecrite', written));
      await save(hidden);
      expect(await find('saphir', hidden)).toMatchObject({ recheck: { keys: ['label'] }, count: 0 });
      expect(await reindexStaleSearch(database.pool)).toBe(records + 1);
      expect(await find('saphir', hidden)).toMatchObject({ recheck: undefined, count: 0 });
      expect(await reindexStaleSearch(database.pool)).toBe(0);
    },
  );
});

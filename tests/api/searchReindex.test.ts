// The SEARCH_REINDEX job's work (services/searchReindex.ts) on a database that holds records indexed before hidden
// values were kept out of the search (a schema saved then with a searchable write-only property): their columns are
// made again without the hidden value, once; a later change of what a type searches is made again too.
import { describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { insertDocument, replaceDocument } from '../../server/storage/documentWrites.js';
import { searchCondition } from '../../server/storage/documentSearch.js';
import { Sql } from '../../server/storage/sql.js';
import { reindexStaleSearch } from '../../server/services/searchReindex.js';
import { searchColumnsOf } from '../../server/services/searchIndex.js';

const schema = {
  _id: 'Coffre',
  label: 'Coffres',
  section: 'products',
  propertiesList: [
    { key: 'label', type: 'string', searchable: true },
    { key: 'visible', type: 'string', searchable: true },
    { key: 'secret', type: 'string', searchable: true, writeOnly: true },
  ],
} as DataSchema;

/** The columns an older server made: of every searchable property, the write-only one too. */
const olderColumns = (id: string, doc: Record<string, unknown>) =>
  searchColumnsOf({ ...schema, propertiesList: schema.propertiesList.map((p) => ({ ...p, writeOnly: undefined })) }, id, doc);

describe('search columns made again when what a type searches changes', () => {
  const database = useEmbeddedDatabase('console-search-reindex-');
  const found = async (text: string): Promise<string[]> => {
    const sql = new Sql();
    const where = searchCondition(sql, text, 'substring');
    const res = await database.pool.query(`SELECT id FROM documents WHERE cls = 'Coffre' AND ${where} ORDER BY id`, sql.params);
    return res.rows.map((r) => r.id);
  };

  it('leaves the hidden values out of records indexed before, once', async () => {
    await migrate(database.pool);
    await ensurePartitions(database.pool, ['schema', 'Coffre']);
    const { _id, ...doc } = schema;
    await insertDocument(database.pool, 'global', 'schema', _id, doc, { weighted: ['', '', '', ''], plain: '' });
    for (let i = 0; i < 3; i++) {
      const record = { label: `Coffre ${i}`, visible: `rubis${i}`, secret: `sesame${i}` };
      await insertDocument(database.pool, 's1', 'Coffre', `c${i}`, record, olderColumns(`c${i}`, record));
    }
    expect(await found('sesame')).toEqual(['c0', 'c1', 'c2']);

    expect(await reindexStaleSearch(database.pool)).toBe(3);
    expect(await found('sesame')).toEqual([]);
    expect(await found('rubis1')).toEqual(['c1']);
    // Neither a new version nor a new ETag: the content is the same.
    expect((await database.pool.query(`SELECT count(*)::int AS n FROM documents WHERE cls = 'Coffre' AND version <> 1`)).rows[0].n).toBe(0);
    expect(await reindexStaleSearch(database.pool)).toBe(0);
  });

  it('makes the columns again when a schema stops searching a property', async () => {
    const { _id, ...doc } = schema;
    const propertiesList = [
      { key: 'label', type: 'string', searchable: true },
      { key: 'visible', type: 'string' },
    ];
    await replaceDocument(database.pool, 'global', 'schema', _id, { ...doc, propertiesList }, { weighted: ['', '', '', ''], plain: '' });
    expect(await found('rubis1')).toEqual(['c1']);
    expect(await reindexStaleSearch(database.pool)).toBe(3);
    expect(await found('rubis1')).toEqual([]);
    expect(await found('coffre 1')).toEqual(['c1']);
  });
});

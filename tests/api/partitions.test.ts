// Migration 004 on a database that already holds records, and a partition made for a type whose rows waited in the
// DEFAULT partition: rows, totals and search stay right.
import { describe, expect, it } from 'vitest';
import { useEmbeddedDatabase } from '../support/embeddedDatabase.js';
import { migrate } from '../../server/storage/migrate.js';
import { ensurePartitions } from '../../server/storage/partitions.js';
import { getDocument, type ListQuery } from '../../server/storage/documents.js';
import { listAndCountDocuments } from '../../server/storage/documentCounts.js';
import { Sql } from '../../server/storage/sql.js';

describe('documents partitioned by type', () => {
  const database = useEmbeddedDatabase('console-partitions-');
  const counts = async (cls: string) =>
    Number(
      (await database.pool.query('SELECT n FROM collection_counts WHERE site_id = $1 AND cls = $2 AND NOT archived', ['s1', cls])).rows[0]?.n ?? 0,
    );
  const partitionOf = async (cls: string, id: string) =>
    (await database.pool.query('SELECT tableoid::regclass::text AS t FROM documents WHERE site_id = $1 AND cls = $2 AND id = $3', ['s1', cls, id]))
      .rows[0]?.t;
  const insert = (cls: string, id: string, label: string) =>
    database.pool.query(
      `INSERT INTO documents (site_id, cls, id, doc, search, search_text)
    VALUES ('s1', $1, $2, jsonb_build_object('label', $3::text), to_tsvector('french', $3), lower($3))`,
      [cls, id, label],
    );

  it('moves an existing table to partitions, keeps the totals and re-indexes search without accents', async () => {
    await migrate(database.pool, '003_audit_log.sql');
    for (let i = 0; i < 3; i++) await insert('Tag', `t${i}`, `Étiquette test 0${i}`);
    expect(await migrate(database.pool, '004_documents_by_type.sql')).toEqual(['004_documents_by_type.sql']);
    expect(await partitionOf('Tag', 't0')).toMatch(/^documents_tag_[0-9a-f]{8}$/);
    expect(await counts('Tag')).toBe(3);
    const found = await database.pool.query(`SELECT count(*)::int AS n FROM documents
      WHERE search @@ websearch_to_tsquery('french_unaccent', 'etiquette') AND search_text LIKE '%etiq%'`);
    expect(found.rows[0].n).toBe(3);
  });

  it('moves rows from the default partition into a new one, with totals and triggers kept', async () => {
    await migrate(database.pool);
    await insert('Late', 'l1', 'Premier');
    expect(await partitionOf('Late', 'l1')).toBe('documents_default');
    expect(await counts('Late')).toBe(1);
    await ensurePartitions(database.pool, ['Late']);
    expect(await partitionOf('Late', 'l1')).toMatch(/^documents_late_/);
    expect(await counts('Late')).toBe(1);
    await insert('Late', 'l2', 'Second');
    expect(await counts('Late')).toBe(2);
  });

  it('writes search index entries directly, on existing partitions and new ones (no pending list for searches to read)', async () => {
    await ensurePartitions(database.pool, ['Later']);
    const { rows } = await database.pool.query(`SELECT c.relname, c.reloptions FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND x.indrelid::regclass::text ~ '^documents_(tag|late|later)_'`);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.reloptions, row.relname).toEqual(['fastupdate=off']);
  });

  it("reads a record by id through a statement planned once, against its type's partition alone", async () => {
    const client = await database.pool.connect();
    try {
      for (let i = 0; i < 8; i++) expect((await getDocument(client, 's1', 'Tag', 't1'))?.doc).toEqual({ label: 'Étiquette test 01' });
      expect(await getDocument(client, 's1', 'Late', 'l1')).toBeDefined();
      const { rows } = await client.query(
        `SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE '%FROM documents%'`,
      );
      const tag = rows.find((r) => r.statement.includes(`cls = 'Tag'`));
      // Past PostgreSQL's five custom plans, one generic plan serves every later read.
      expect(tag).toMatchObject({ generic: 3, custom: 5 });
      expect(rows.find((r) => r.statement.includes(`cls = 'Late'`))).toBeDefined();
      await client.query(`PREPARE by_type AS ${tag.statement.replace('$1', "'s1'").replace('$2', '$1')}`);
      const plan = (await client.query(`EXPLAIN (FORMAT JSON, GENERIC_PLAN) EXECUTE by_type('t1')`)).rows[0]['QUERY PLAN'][0].Plan;
      expect(plan['Relation Name']).toMatch(/^documents_tag_[0-9a-f]{8}$/);
    } finally {
      client.release(true);
    }
  });

  it("lists a type's first page through a statement planned once, and a later page or a condition still right", async () => {
    const client = await database.pool.connect();
    const list = (q: Partial<ListQuery>) =>
      listAndCountDocuments(
        client,
        { siteId: 's1', cls: 'Tag', archived: false, sort: [{ path: '_id', desc: false }], offset: 0, limit: 2, ...q },
        new Sql(),
        10_000,
      );
    try {
      for (let i = 0; i < 8; i++) {
        const page = await list({});
        expect(page.rows.map((r) => r.id)).toEqual(['t0', 't1']);
        expect(page.count).toBe(3);
      }
      expect((await list({ offset: 2 })).rows.map((r) => r.id)).toEqual(['t2']);
      expect((await list({ archived: true })).rows).toEqual([]);
      const { rows } = await client.query(
        `SELECT statement, generic_plans::int AS generic FROM pg_prepared_statements WHERE statement LIKE '%kept_total%'`,
      );
      // One text for the type's first page of 2 (archived or not: a parameter), run by its generic plan past the fifth.
      expect(rows).toHaveLength(1);
      expect(rows[0].statement).toContain(`cls = 'Tag'`);
      expect(rows[0].generic).toBeGreaterThan(0);
    } finally {
      client.release(true);
    }
  });
});

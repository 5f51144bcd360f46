// Expression indexes follow the schemas (design.md §4): one per sortable or filterable property of a type.
import crypto from 'node:crypto';
import type pg from 'pg';
import { jsonKeyLiteral, jsonPathExpr } from './sql.js';

export interface IndexedProperty { cls: string; key: string }

const indexName = ({ cls, key }: IndexedProperty): string =>
  `doc_${crypto.createHash('sha1').update(`${cls}/${key}`).digest('hex').slice(0, 16)}`;

/**
 * Creates the missing indexes and returns their names. Idempotent, so it runs at every schema load. Built
 * CONCURRENTLY and without statement timeout: a schema saved on a large collection must not block its writes.
 */
export async function ensurePropertyIndexes(pool: pg.Pool, props: IndexedProperty[]): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    const rows = (await client.query(`SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = 'documents'::regclass`)).rows;
    const valid = new Set(rows.filter((r) => r.valid).map((r) => r.name as string));
    const broken = new Set(rows.filter((r) => !r.valid).map((r) => r.name as string));
    const created: string[] = [];
    for (const prop of props) {
      const name = indexName(prop);
      if (valid.has(name) || !/^[A-Za-z][A-Za-z0-9_]*$/.test(prop.cls)) continue;
      jsonKeyLiteral(prop.key); // throws on a key that cannot be inlined
      // A concurrent build that was interrupted leaves an invalid index behind: rebuild it.
      if (broken.has(name)) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${name} ON documents (site_id, archived, (${jsonPathExpr([prop.key])}), id) WHERE cls = '${prop.cls}'`);
      created.push(name);
    }
    return created;
  } finally {
    client.release();
  }
}

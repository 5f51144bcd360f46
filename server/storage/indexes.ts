// Expression indexes follow the schemas (design.md §4): one per sortable or filterable property of a type.
import crypto from 'node:crypto';
import type { Queryable } from './db.js';
import { jsonKeyLiteral, jsonPathExpr } from './sql.js';

export interface IndexedProperty { cls: string; key: string }

const indexName = ({ cls, key }: IndexedProperty): string =>
  `doc_${crypto.createHash('sha1').update(`${cls}/${key}`).digest('hex').slice(0, 16)}`;

/** Creates the missing indexes; returns the names created. Idempotent, so it runs at every schema load. */
export async function ensurePropertyIndexes(db: Queryable, props: IndexedProperty[]): Promise<string[]> {
  const existing = new Set((await db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'documents'`)).rows.map((r) => r.indexname));
  const created: string[] = [];
  for (const prop of props) {
    const name = indexName(prop);
    if (existing.has(name)) continue;
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(prop.cls)) continue;
    jsonKeyLiteral(prop.key); // throws on a key that cannot be inlined
    await db.query(`CREATE INDEX IF NOT EXISTS ${name} ON documents (site_id, archived, (${jsonPathExpr([prop.key])}), id) WHERE cls = '${prop.cls}'`);
    created.push(name);
  }
  return created;
}

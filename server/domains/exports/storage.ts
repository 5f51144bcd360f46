// The exports domain's SQL: a list query's matches read a chunk at a time, the records references point at, and what an
// execution changed. Parameterised only; record queries come from storage/documents.ts (listAllStatement).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from '../../storage/db.js';
import { COLUMNS, perTypeBranches, toStored, type DocumentRow, type StoredDocument } from '../../storage/documents.js';
import { Sql } from '../../storage/sql.js';

/** Where the records of an export live: what a chunk's ids are read back from. */
export interface RecordsScope {
  siteId: string;
  cls: string;
  archived: boolean;
}

/**
 * The records whose ids `idsStatement` lists, in chunks and in its order: memory holds one chunk, whatever the total.
 * Only the first step holds a snapshot: the ids are kept in a WITH HOLD cursor, filled as its transaction commits
 * (seconds at 1,000,000 records); each chunk is then read by id in a statement of its own. So an export of minutes
 * never holds back an index built CONCURRENTLY (a schema saved meanwhile) nor vacuum (design.md §16); a record
 * archived since the export began is left out.
 */
export async function* streamDocuments(
  pool: pg.Pool,
  idsStatement: string,
  params: unknown[],
  scope: RecordsScope,
  chunkSize: number,
): AsyncGenerator<StoredDocument[]> {
  const client = await pool.connect();
  const cursor = `export_ids_${randomUUID().replaceAll('-', '')}`;
  let declared = false;
  try {
    await client.query('BEGIN READ ONLY');
    try {
      await client.query('SET LOCAL statement_timeout = 0');
      await client.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${idsStatement}`, params);
      await client.query('COMMIT');
      declared = true;
    } finally {
      if (!declared) await client.query('ROLLBACK').catch(() => {});
    }
    for (;;) {
      const ids = (await client.query<{ id: string }>(`FETCH ${Number(chunkSize)} FROM ${cursor}`)).rows.map((row) => row.id);
      if (!ids.length) return;
      const res = await client.query<DocumentRow>(
        `SELECT ${COLUMNS} FROM documents WHERE site_id = $1 AND cls = $2 AND archived = $3 AND id = ANY($4)`,
        [scope.siteId, scope.cls, scope.archived, ids],
      );
      const byId = new Map(res.rows.map((row) => [row.id, toStored(row)]));
      const chunk = ids.flatMap((id) => byId.get(id) ?? []);
      if (chunk.length) yield chunk;
    }
  } finally {
    if (declared) await client.query(`CLOSE ${cursor}`).catch(() => {});
    client.release();
  }
}

/** Live records by (type, id) within the given sites, keyed `cls/id`. */
export async function documentsByRef(
  db: Queryable,
  siteIds: string[],
  refs: { cls: string; id: string }[],
): Promise<Map<string, StoredDocument & { cls: string }>> {
  if (!refs.length) return new Map();
  const sql = new Sql();
  const sites = sql.param(siteIds);
  const text = perTypeBranches(
    refs,
    sql,
    (cls, ids) => `SELECT cls, ${COLUMNS} FROM documents WHERE site_id = ANY(${sites}) AND NOT archived AND cls = ${cls} AND id = ANY(${ids})`,
  );
  const res = await db.query<DocumentRow & { cls: string }>(text, sql.params);
  return new Map(res.rows.map((row) => [`${row.cls}/${row.id}`, { ...toStored(row), cls: row.cls }]));
}

export interface ExecutionChange {
  recordId: string;
  before: Record<string, unknown>;
  version: number;
}

export async function insertExecutionChange(db: Queryable, jobId: string, siteId: string, cls: string, change: ExecutionChange): Promise<void> {
  await db.query(
    `INSERT INTO execution_changes (job_id, site_id, cls, record_id, before, version) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (job_id, record_id) DO NOTHING`,
    [jobId, siteId, cls, change.recordId, change.before, change.version],
  );
}

/** The changes of an execution not yet put back, in pages (keyset on the record id). */
export async function executionChanges(db: Queryable, jobId: string, afterId: string, limit: number): Promise<ExecutionChange[]> {
  const res = await db.query<{ record_id: string; before: Record<string, unknown>; version: number }>(
    `SELECT record_id, before, version FROM execution_changes WHERE job_id = $1 AND restored_at IS NULL AND record_id > $2
    ORDER BY record_id LIMIT $3`,
    [jobId, afterId, limit],
  );
  return res.rows.map((r) => ({ recordId: r.record_id, before: r.before, version: r.version }));
}

export async function markRestored(db: Queryable, jobId: string, recordId: string): Promise<void> {
  await db.query('UPDATE execution_changes SET restored_at = now() WHERE job_id = $1 AND record_id = $2', [jobId, recordId]);
}

export async function countExecutionChanges(db: Queryable, jobId: string): Promise<{ total: number; restored: number }> {
  const res = await db.query('SELECT count(*) AS total, count(restored_at) AS restored FROM execution_changes WHERE job_id = $1', [jobId]);
  return { total: Number(res.rows[0].total), restored: Number(res.rows[0].restored) };
}

// The imports domain's SQL (migration 049): the imports, the records each one wrote, and the records a batch's rows
// name (by id or by a unique property). Parameterised only.
import type { ImportCounts, ImportFormat, ImportMode, ImportState, ImportView } from '../../../model/imports/index.js';
import type { ColumnMatch } from '../../../model/imports/index.js';
import type { RefusalGroup } from '../../../model/imports/index.js';
import type { Queryable } from '../../storage/db.js';
import { perTypeBranches, toStored, type DocumentRow, type StoredDocument } from '../../storage/documents.js';
import { Sql } from '../../storage/sql.js';

export interface ImportRow extends Omit<ImportView, 'refusals'> {
  siteId: string;
  userId: string;
  refusals: RefusalGroup[];
}

const COLUMNS = `id, site_id, cls, user_id, login, file_name, format, state, mode, key, columns, left_out, dry_run, counts, refusals,
  file_error, job_id, undo, created_at`;

/** A row of the imports table as PostgreSQL gives it (jsonb read as its value). */
interface ImportTableRow {
  id: string;
  site_id: string;
  cls: string;
  user_id: string;
  login: string;
  file_name: string;
  format: ImportFormat;
  state: ImportState;
  mode: ImportMode;
  key: string;
  columns: ColumnMatch[];
  left_out: string[];
  dry_run: boolean;
  counts: ImportCounts;
  refusals: RefusalGroup[];
  file_error: string;
  job_id: string;
  undo: ImportView['undo'] | null;
  created_at: Date;
}

const toImport = (r: ImportTableRow): ImportRow => ({
  id: r.id,
  siteId: r.site_id,
  type: r.cls,
  userId: r.user_id,
  startedBy: r.login,
  fileName: r.file_name,
  format: r.format,
  state: r.state,
  mode: r.mode,
  key: r.key,
  columns: r.columns,
  leftOut: r.left_out,
  dryRun: r.dry_run,
  counts: r.counts,
  refusals: r.refusals,
  fileError: r.file_error,
  jobId: r.job_id,
  undo: r.undo ?? null,
  createdAt: r.created_at.toISOString(),
});

export async function insertImport(
  db: Queryable,
  row: { id: string; siteId: string; type: string; userId: string; login: string; fileName: string; format: ImportFormat; columns: ColumnMatch[] },
): Promise<ImportRow> {
  const res = await db.query<ImportTableRow>(
    `INSERT INTO imports (id, site_id, cls, user_id, login, file_name, format, state, columns)
    VALUES ($1, $2, $3, $4, $5, $6, $7, 'uploaded', $8) RETURNING ${COLUMNS}`,
    [row.id, row.siteId, row.type, row.userId, row.login, row.fileName, row.format, JSON.stringify(row.columns)],
  );
  return toImport(res.rows[0]);
}

export async function readImport(db: Queryable, siteId: string, id: string): Promise<ImportRow | undefined> {
  const res = await db.query<ImportTableRow>(`SELECT ${COLUMNS} FROM imports WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return res.rows[0] && toImport(res.rows[0]);
}

/** A type's imports on a site, newest first. */
export async function listImports(db: Queryable, siteId: string, cls: string, limit: number): Promise<ImportRow[]> {
  const res = await db.query<ImportTableRow>(`SELECT ${COLUMNS} FROM imports WHERE site_id = $1 AND cls = $2 ORDER BY created_at DESC LIMIT $3`, [
    siteId,
    cls,
    limit,
  ]);
  return res.rows.map(toImport);
}

/** Moves an import to `state` only from one of `from` (two runs at once: the second is refused). */
export async function claimImport(
  db: Queryable,
  id: string,
  from: readonly ImportState[],
  next: { state: ImportState; jobId?: string; mode?: ImportMode; key?: string; columns?: ColumnMatch[]; dryRun?: boolean },
): Promise<boolean> {
  const res = await db.query(
    `UPDATE imports SET state = $3, job_id = coalesce($4, job_id), mode = coalesce($5, mode), key = coalesce($6, key),
      columns = coalesce($7::jsonb, columns), dry_run = coalesce($8, dry_run)
    WHERE id = $1 AND state = ANY($2)`,
    [
      id,
      from,
      next.state,
      next.jobId ?? null,
      next.mode ?? null,
      next.key ?? null,
      next.columns ? JSON.stringify(next.columns) : null,
      next.dryRun ?? null,
    ],
  );
  return res.rowCount === 1;
}

export async function saveOutcome(
  db: Queryable,
  id: string,
  outcome: {
    state: ImportState;
    counts?: ImportCounts;
    refusals?: RefusalGroup[];
    leftOut?: string[];
    undo?: ImportView['undo'];
    fileError?: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE imports SET state = $2, counts = coalesce($3::jsonb, counts), refusals = coalesce($4::jsonb, refusals),
      left_out = coalesce($5::jsonb, left_out), undo = coalesce($6::jsonb, undo), file_error = coalesce($7, file_error) WHERE id = $1`,
    [
      id,
      outcome.state,
      outcome.counts ? JSON.stringify(outcome.counts) : null,
      outcome.refusals ? JSON.stringify(outcome.refusals) : null,
      outcome.leftOut ? JSON.stringify(outcome.leftOut) : null,
      outcome.undo ? JSON.stringify(outcome.undo) : null,
      outcome.fileError ?? null,
    ],
  );
}

/** Records of one type by id, live or archived. */
export async function documentsByIds(db: Queryable, siteId: string, cls: string, ids: string[]): Promise<Map<string, StoredDocument>> {
  if (!ids.length) return new Map();
  const res = await db.query<DocumentRow>(
    'SELECT id, doc, created_at, updated_at, archived, version FROM documents WHERE site_id = $1 AND cls = $2 AND id = ANY($3::text[])',
    [siteId, cls, ids],
  );
  return new Map(res.rows.map((row) => [row.id, toStored(row)]));
}

/** Live records of one type by the text of a top-level property; a value two records share maps to null. */
export async function documentsByKey(
  db: Queryable,
  siteId: string,
  cls: string,
  key: string,
  values: string[],
): Promise<Map<string, StoredDocument | null>> {
  if (!values.length) return new Map();
  const res = await db.query<DocumentRow & { key_value: string }>(
    `SELECT id, doc, created_at, updated_at, archived, version, doc->>$3 AS key_value FROM documents
    WHERE site_id = $1 AND cls = $2 AND NOT archived AND doc->>$3 = ANY($4::text[])`,
    [siteId, cls, key, values],
  );
  const found = new Map<string, StoredDocument | null>();
  for (const row of res.rows) found.set(row.key_value, found.has(row.key_value) ? null : toStored(row));
  return found;
}

export interface WrittenRow {
  rowKey: string;
  recordId: string;
  action: 'created' | 'updated';
  before?: Record<string, unknown>;
  versionAfter: number;
}

/** The rows a batch wrote, in one statement; a record written twice by the import keeps its first row. */
export async function insertWrittenRows(db: Queryable, imp: { id: string; siteId: string; type: string }, rows: WrittenRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO import_rows (import_id, site_id, cls, row_key, record_id, action, before, version_after)
    SELECT $1, $2, $3, * FROM unnest($4::text[], $5::text[], $6::text[], $7::jsonb[], $8::int[])
    ON CONFLICT (import_id, record_id) DO NOTHING`,
    [
      imp.id,
      imp.siteId,
      imp.type,
      rows.map((r) => r.rowKey),
      rows.map((r) => r.recordId),
      rows.map((r) => r.action),
      rows.map((r) => (r.before ? JSON.stringify(r.before) : null)),
      rows.map((r) => r.versionAfter),
    ],
  );
}

/** The rows an import wrote and its undo has not put back yet, a page after `afterId`. */
export async function writtenRows(db: Queryable, importId: string, afterId: string, limit: number): Promise<(WrittenRow & { cls: string })[]> {
  const res = await db.query<{
    cls: string;
    row_key: string;
    record_id: string;
    action: WrittenRow['action'];
    before: Record<string, unknown> | null;
    version_after: number;
  }>(
    `SELECT cls, row_key, record_id, action, before, version_after FROM import_rows
    WHERE import_id = $1 AND undone_at IS NULL AND record_id > $2 ORDER BY record_id LIMIT $3`,
    [importId, afterId, limit],
  );
  return res.rows.map((r) => ({
    cls: r.cls,
    rowKey: r.row_key,
    recordId: r.record_id,
    action: r.action,
    before: r.before ?? undefined,
    versionAfter: r.version_after,
  }));
}

export async function countWrittenRows(db: Queryable, importId: string): Promise<number> {
  const res = await db.query<{ n: string }>('SELECT count(*) AS n FROM import_rows WHERE import_id = $1 AND undone_at IS NULL', [importId]);
  return Number(res.rows[0].n);
}

export async function markUndone(db: Queryable, importId: string, recordId: string): Promise<void> {
  await db.query('UPDATE import_rows SET undone_at = now() WHERE import_id = $1 AND record_id = $2', [importId, recordId]);
}

/** Which of `refs` are live records of one of `siteIds`, as 'cls/id'. */
export async function liveRecordKeys(db: Queryable, siteIds: string[], refs: { cls: string; id: string }[]): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const sql = new Sql();
  const sites = sql.param(siteIds);
  const text = perTypeBranches(
    refs,
    sql,
    (cls, ids) => `SELECT cls, id FROM documents WHERE site_id = ANY(${sites}) AND NOT archived AND cls = ${cls} AND id = ANY(${ids})`,
  );
  const res = await db.query<{ cls: string; id: string }>(text, sql.params);
  return new Set(res.rows.map((r) => `${r.cls}/${r.id}`));
}

/**
 * Imports never run whose file was sent before `before`, marked failed with `why` (once: those already marked are
 * left), oldest first; answered with their site, for their files to go.
 */
export async function expireUploads(db: Queryable, before: Date, why: string, limit: number): Promise<{ id: string; siteId: string }[]> {
  const res = await db.query<{ id: string; site_id: string }>(
    `UPDATE imports SET state = 'expired', file_error = $2
    WHERE id IN (
      SELECT id FROM imports WHERE state = ANY($3) AND created_at < $1 ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED
    ) RETURNING id, site_id`,
    [before, why, ['uploaded', 'checked', 'failed'], limit],
  );
  return res.rows.map((r) => ({ id: r.id, siteId: r.site_id }));
}

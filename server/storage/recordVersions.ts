// The versions of records (migration 036): the triggers on documents write them; this file says who writes, reads
// them back and forgets the old ones.
import type { CopySource } from '../../model/history/index.js';
import pg from 'pg';
import { inTransaction, type Queryable } from './db.js';
import { LOCK_OF } from './advisoryLocks.js';

/** Who writes and through what, for the versions the rest of the transaction produces. */
export interface WriteOrigin {
  userId?: string;
  login?: string;
  /** 'console' (a person's session), 'api' (a server's API token), 'job' (a background job), 'system' (start-up, tools' SQL). */
  via: 'console' | 'api' | 'job' | 'system';
  jobId?: string;
  /** Overrides the action the trigger derives (create, update, archive, restore), e.g. 'restoreVersion'. */
  action?: string;
  /** A copy's source (migration 041). */
  copiedFrom?: CopySource;
}

export interface StoredVersion {
  seq: string;
  version: number;
  at: Date;
  action: string;
  userId: string | null;
  login: string | null;
  via: string;
  jobId: string | null;
  archived: boolean;
  changed: string[];
  copiedFrom?: CopySource;
}

export interface StoredVersionWithDoc extends StoredVersion {
  doc: Record<string, unknown>;
}

/**
 * Who writes, local to the caller's transaction (its end forgets it, so a pooled connection never carries it to
 * another write): a statement without parameters (its value quoted), which a save sends with its BEGIN.
 */
export const writeOriginStatement = (origin: WriteOrigin): string =>
  `SELECT set_config('console.write_origin', ${pg.escapeLiteral(JSON.stringify(origin))}, true)`;

/** writeOriginStatement, in a transaction already begun. */
export async function setWriteOrigin(db: Queryable, origin: WriteOrigin): Promise<void> {
  await db.query(writeOriginStatement(origin));
}

const COLUMNS = 'seq::text AS seq, version, at, action, user_id, login, via, job_id, archived, changed, copied_from_env, copied_from_site';

/** A row of `record_versions` as COLUMNS selects it. */
interface VersionRow {
  seq: string;
  version: number;
  at: Date;
  action: string;
  user_id: string | null;
  login: string | null;
  via: string;
  job_id: string | null;
  archived: boolean;
  changed: string[];
  copied_from_env: string | null;
  copied_from_site: string | null;
}

const toVersion = (r: VersionRow): StoredVersion => ({
  seq: r.seq,
  version: r.version,
  at: r.at,
  action: r.action,
  userId: r.user_id,
  login: r.login,
  via: r.via,
  jobId: r.job_id,
  archived: r.archived,
  changed: r.changed,
  ...(r.copied_from_env && r.copied_from_site ? { copiedFrom: { env: r.copied_from_env, siteId: r.copied_from_site } } : {}),
});

/**
 * A record last written before the versions were kept (migration 036) has none: its current state becomes its first
 * version, dated from that write, when its history is first read. Written on demand rather than by a migration for
 * every record at once: most old records are never looked at, and their versions would cost as much as the records.
 */
export async function keepBaseline(pool: pg.Pool, key: { siteId: string; cls: string; id: string }): Promise<void> {
  await inTransaction(pool, async (db) => {
    // Two first readings at once keep one baseline.
    await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_OF.recordBaseline, `${key.siteId}/${key.cls}/${key.id}`]);
    await db.query(
      `INSERT INTO record_versions (site_id, cls, id, version, at, action, via, archived, changed, doc)
      SELECT d.site_id, d.cls, d.id, d.version, d.updated_at, 'baseline', 'system', d.archived, '{}', d.doc FROM documents d
      WHERE d.site_id = $1 AND d.cls = $2 AND d.id = $3
        AND NOT EXISTS (SELECT 1 FROM record_versions v WHERE v.site_id = d.site_id AND v.cls = d.cls AND v.id = d.id)`,
      [key.siteId, key.cls, key.id],
    );
  });
}

/** A record's versions newest first, a page of them before `beforeSeq` (the primary key serves it). */
export async function listVersions(
  db: Queryable,
  key: { siteId: string; cls: string; id: string },
  page: { beforeSeq?: string; limit: number },
): Promise<StoredVersion[]> {
  const res = await db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM record_versions
    WHERE site_id = $1 AND cls = $2 AND id = $3 AND ($4::bigint IS NULL OR seq < $4) ORDER BY record_versions.seq DESC LIMIT $5`,
    [key.siteId, key.cls, key.id, page.beforeSeq ?? null, page.limit],
  );
  return res.rows.map(toVersion);
}

/** The version of the record just before `seq`, if it is still kept. */
export async function previousVersion(
  db: Queryable,
  key: { siteId: string; cls: string; id: string },
  seq: string,
): Promise<StoredVersionWithDoc | undefined> {
  const res = await db.query<VersionRow & { doc: Record<string, unknown> }>(
    `SELECT ${COLUMNS}, doc FROM record_versions WHERE site_id = $1 AND cls = $2 AND id = $3 AND seq < $4 ORDER BY record_versions.seq DESC LIMIT 1`,
    [key.siteId, key.cls, key.id, seq],
  );
  return res.rows[0] && { ...toVersion(res.rows[0]), doc: res.rows[0].doc };
}

/** Some versions of one record, by seq, with their documents. */
export async function getVersions(db: Queryable, key: { siteId: string; cls: string; id: string }, seqs: string[]): Promise<StoredVersionWithDoc[]> {
  const res = await db.query<VersionRow & { doc: Record<string, unknown> }>(
    `SELECT ${COLUMNS}, doc FROM record_versions WHERE site_id = $1 AND cls = $2 AND id = $3 AND seq = ANY($4::bigint[])`,
    [key.siteId, key.cls, key.id, seqs],
  );
  return res.rows.map((r) => ({ ...toVersion(r), doc: r.doc }));
}

/**
 * Deletes up to `batch` versions older than `before` that are not among the `keep` newest of their record; answers
 * how many. The block range index finds the old ones; the primary key ranks each one within its record.
 */
export async function pruneVersions(db: Queryable, before: Date, keep: number, batch: number): Promise<number> {
  const res = await db.query(
    `DELETE FROM record_versions v USING (
       SELECT o.site_id, o.cls, o.id, o.seq FROM record_versions o
       WHERE o.at < $1 AND (
         SELECT count(*) FROM (SELECT 1 FROM record_versions n
           WHERE n.site_id = o.site_id AND n.cls = o.cls AND n.id = o.id AND n.seq > o.seq LIMIT $2) newer
       ) >= $2
       LIMIT $3) old
     WHERE v.site_id = old.site_id AND v.cls = old.cls AND v.id = old.id AND v.seq = old.seq`,
    [before, keep, batch],
  );
  return res.rowCount ?? 0;
}

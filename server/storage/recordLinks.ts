// SQL of the link index (migrations 008, 031): which records point at a record or a stored file. Targets are looked up on
// their hashes (md5), the expressions the indexes hold: a target of any length fits them.
import type { Queryable } from './db.js';
import { labelSql } from './documents.js';
import { Sql } from './sql.js';

/** One link as stored: to a record (toSite, toCls, toId) or to a stored file of the referrer's site. */
export interface LinkRow {
  prop: string;
  toSite?: string;
  toCls?: string;
  toId?: string;
  filePath?: string;
}

export interface Referrer {
  siteId: string;
  cls: string;
  id: string;
  label: string;
  archived: boolean;
  /** The properties holding the link. */
  props: string[];
  /** For a file: the path it points at. */
  filePath?: string;
}

export interface RecordKey {
  siteId: string;
  cls: string;
  id: string;
}

/** Records of one site and type whose links become the given ones. */
export interface LinksOf {
  siteId: string;
  cls: string;
  records: { id: string; links: LinkRow[] }[];
}

/**
 * The replacement of some records' links as the members of a data-modifying WITH, its values taken by `sql`: a write's
 * other statements may share its round trip (storage/writeTrail.ts). Its delete sees the statement's snapshot, not
 * the rows the same statement inserts.
 */
export function linksReplacement(sql: Sql, { siteId, cls, records }: LinksOf): string {
  const rows = records.flatMap((r) => r.links.map((l) => ({ ...l, fromId: r.id })));
  const site = sql.param(siteId);
  const type = sql.param(cls);
  const columns: ((row: (typeof rows)[number]) => string | undefined)[] = [
    (r) => r.fromId,
    (r) => r.prop,
    (r) => r.toSite,
    (r) => r.toCls,
    (r) => r.toId,
    (r) => r.filePath,
  ];
  const unnested = columns.map((of) => `${sql.param(rows.map((r) => of(r) ?? null))}::text[]`).join(', ');
  return `gone_links AS (DELETE FROM record_links WHERE site_id = ${site} AND from_cls = ${type} AND from_id = ANY(${sql.param(records.map((r) => r.id))})),
    new_links AS (INSERT INTO record_links (site_id, from_cls, from_id, prop, to_site, to_cls, to_id, file_path)
      SELECT ${site}, ${type}, * FROM unnest(${unnested}))`;
}

// Grouped by the referrer's primary key: its other columns follow from it.
const REFERRER_COLUMNS = `d.site_id, d.cls AS from_cls, d.id AS from_id, array_agg(DISTINCT l.prop ORDER BY l.prop) AS props,
  ${labelSql('d.')} AS label, d.archived`;

/** A referrer's row as REFERRER_COLUMNS selects it (with the file it points at, for files). */
interface ReferrerRow {
  site_id: string;
  from_cls: string;
  from_id: string;
  label: string;
  archived: boolean;
  props: string[];
  file_path?: string;
}

const toReferrer = (r: ReferrerRow): Referrer => ({
  siteId: r.site_id,
  cls: r.from_cls,
  id: r.from_id,
  label: r.label,
  archived: r.archived,
  props: r.props,
  ...(r.file_path ? { filePath: r.file_path } : {}),
});

/**
 * The referrers' rows, one branch of a UNION ALL per referring type, as documents.ts labelsOf reads labels: joined to
 * `documents` on a type read from record_links, the statement was planned against every partition of documents.
 * `where`: the links' condition, on `sql`'s parameters; `branch`: a branch's statement, given its type's placeholder.
 */
async function perReferringType(db: Queryable, sql: Sql, where: string, branch: (cls: string) => string): Promise<string | undefined> {
  const types = await db.query<{ from_cls: string }>(`SELECT DISTINCT l.from_cls FROM record_links l WHERE ${where}`, sql.params);
  if (!types.rows.length) return undefined;
  return types.rows.map((t) => branch(sql.param(t.from_cls))).join(' UNION ALL ');
}

/** Up to `limit` records pointing at a record, with their labels, by type then label. */
export async function referrersOfRecord(db: Queryable, target: RecordKey, siteIds: string[] | null, limit: number): Promise<Referrer[]> {
  const sql = new Sql();
  const [site, cls, id] = [sql.param(target.siteId), sql.param(target.cls), sql.param(target.id)];
  const sites = sql.param(siteIds);
  const where = `l.to_site = ${site} AND md5(l.to_cls) = md5(${cls}) AND md5(l.to_id) = md5(${id}) AND l.to_cls = ${cls} AND l.to_id = ${id}
      AND (${sites}::text[] IS NULL OR l.site_id = ANY(${sites}))`;
  const branches = await perReferringType(
    db,
    sql,
    where,
    (type) => `SELECT ${REFERRER_COLUMNS}
      FROM record_links l JOIN documents d ON d.site_id = l.site_id AND d.cls = ${type} AND d.id = l.from_id
      WHERE l.from_cls = ${type} AND ${where}
      GROUP BY d.site_id, d.cls, d.id`,
  );
  if (!branches) return [];
  const res = await db.query<ReferrerRow>(`SELECT * FROM (${branches}) r ORDER BY from_cls, label, from_id LIMIT ${sql.param(limit)}`, sql.params);
  return res.rows.map(toReferrer);
}

/** Records of a site pointing at some of its stored files, up to `limit` per file. */
export async function referrersOfFiles(db: Queryable, siteId: string, paths: string[], limit: number): Promise<Referrer[]> {
  if (!paths.length) return [];
  const sql = new Sql();
  const [site, files] = [sql.param(siteId), sql.param(paths)];
  const where = `l.site_id = ${site} AND md5(l.file_path) = ANY(ARRAY(SELECT md5(p) FROM unnest(${files}::text[]) p)) AND l.file_path = ANY(${files})`;
  const branches = await perReferringType(
    db,
    sql,
    where,
    (type) => `SELECT ${REFERRER_COLUMNS}, l.file_path
      FROM record_links l JOIN documents d ON d.site_id = l.site_id AND d.cls = ${type} AND d.id = l.from_id
      WHERE l.from_cls = ${type} AND ${where}
      GROUP BY d.site_id, d.cls, d.id, l.file_path`,
  );
  if (!branches) return [];
  const res = await db.query<ReferrerRow>(
    `SELECT * FROM (SELECT u.*, row_number() OVER (PARTITION BY file_path ORDER BY from_cls, from_id) AS n FROM (${branches}) u) r
    WHERE n <= ${sql.param(limit)} ORDER BY file_path, from_cls, label`,
    sql.params,
  );
  return res.rows.map(toReferrer);
}

// What a record write leaves beside its documents, in one statement: its links (recordLinks.ts) and its audit entries
// (auditLog.ts). Each round trip costs the server and PostgreSQL about 0.3 ms of CPU together (issue 30), whatever it
// carries; a save's were nine.
import { auditInsertion, type AuditEntry } from './auditLog.js';
import type { Queryable } from './db.js';
import { preparedWith } from './preparedStatements.js';
import { linksReplacement, type LinksOf } from './recordLinks.js';
import { Sql } from './sql.js';

export interface Trail {
  /** Records whose links become these. */
  links?: LinksOf;
  audits?: AuditEntry[];
}

/** The trail's statements as one, in the caller's transaction; nothing to write, no statement. */
export async function writeTrail(db: Queryable, { links, audits = [] }: Trail): Promise<void> {
  const sql = new Sql();
  const members = [...(links?.records.length ? [linksReplacement(sql, links)] : []), ...(audits.length ? [auditInsertion(sql, audits)] : [])];
  if (members.length) await db.query(preparedWith(sql, members));
}

// Records this domain writes itself (Export, AccountingExportItem, AccountingExportPayout): their fields are read-only
// to the records API, since their content is a job's. Each write is audited like any other, in its transaction, and
// its version names the user and the job running it.
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import { auditActor, writeDetail } from '../../services/writeAudit.js';
import { stampedDoc } from '../../services/documentMigrations.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { searchColumnsOf } from '../../services/searchIndex.js';
import { writingAs } from '../../services/writeOrigin.js';
import { insertAudit } from '../../storage/auditLog.js';
import { getDocument } from '../../storage/documents.js';
import { insertDocument, replaceDocument } from '../../storage/documentWrites.js';

export interface SystemWrite {
  siteId: string;
  type: string;
  id: string;
  user: SessionUser;
  /** Keys to set; on an existing record they are merged into it. */
  changes: Record<string, unknown>;
}

/** Creates the record, or merges the changes into the stored one. */
export const writeSystemRecord = (pool: pg.Pool, registry: SchemaRegistry, write: SystemWrite): Promise<void> =>
  writeSystemRecords(pool, registry, write.user, [write]);

/**
 * Writes of one user in one transaction: a payout's accounting items (thousands for a demo payout) each committed
 * alone waited for as many flushes of the WAL, past 90 s on a busy machine.
 */
export async function writeSystemRecords(
  pool: pg.Pool,
  registry: SchemaRegistry,
  user: SessionUser,
  writes: Omit<SystemWrite, 'user'>[],
): Promise<void> {
  if (!writes.length) return;
  await writingAs(pool, user, async (client) => {
    for (const write of writes) {
      const schema = registry.get(write.type)!;
      const stored = await getDocument(client, write.siteId, write.type, write.id, true);
      const before = stored?.doc;
      const doc = { ...before, ...write.changes };
      const search = searchColumnsOf(schema, write.id, doc);
      if (stored) await replaceDocument(client, write.siteId, write.type, write.id, stampedDoc(schema, doc), search);
      else await insertDocument(client, write.siteId, write.type, write.id, stampedDoc(schema, doc), search);
      const action = stored ? 'update' : 'create';
      await insertAudit(client, {
        ...auditActor({ user }),
        action,
        siteId: write.siteId,
        cls: write.type,
        recordId: write.id,
        detail: writeDetail(schema, action, before, doc),
      });
    }
  });
}

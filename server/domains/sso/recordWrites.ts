// The records the sign-in writes itself (an account a provider creates or whose rights its groups change; the demo's
// simulator provider): merged into the stored record in one transaction with its audit entry, its version naming who.
import { newRecordId } from '../../services/recordIds.js';
import type pg from 'pg';
import { auditActor, writeDetail } from '../../services/writeAudit.js';
import { stampedDoc } from '../../services/documentMigrations.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { searchColumnsOf } from '../../services/searchIndex.js';
import { writingAs } from '../../services/writeOrigin.js';
import { insertAudit } from '../../storage/auditLog.js';
import { getDocument } from '../../storage/documents.js';
import { insertDocument, replaceDocument } from '../../storage/documentWrites.js';

export interface Actor {
  _id: string;
  login: string;
}

/** Creates the global record (a new id when none is given), or merges `changes` into the stored one; answers its id. */
export async function writeGlobalRecord(
  pool: pg.Pool,
  registry: SchemaRegistry,
  actor: Actor,
  type: string,
  id: string | undefined,
  changes: Record<string, unknown>,
): Promise<string> {
  const schema = registry.get(type);
  if (!schema) throw new Error(`type ${type} absent du catalogue`);
  const recordId = id ?? newRecordId();
  await writingAs(pool, actor, async (client) => {
    const stored = await getDocument(client, 'global', type, recordId, true);
    const before = stored?.doc;
    const doc = { ...before, ...changes };
    const search = searchColumnsOf(schema, recordId, doc);
    if (stored) await replaceDocument(client, 'global', type, recordId, stampedDoc(schema, doc), search);
    else await insertDocument(client, 'global', type, recordId, stampedDoc(schema, doc), search);
    const action = stored ? 'update' : 'create';
    await insertAudit(client, {
      ...auditActor({ user: actor }),
      action,
      siteId: 'global',
      cls: type,
      recordId,
      detail: writeDetail(schema, action, before, doc),
    });
  });
  return recordId;
}

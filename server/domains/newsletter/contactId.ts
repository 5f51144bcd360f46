// The contact created or found in GetResponse is remembered on its user (User.getresponseId, spec 000 §3), written
// as the commerce jobs write their records: audited under the sync's starter, the user row locked meanwhile.
import type pg from 'pg';
import { inRetriedTransaction } from '../../storage/db.js';
import { getDocument } from '../../storage/documents.js';
import type { Actor, DomainWriter } from '../../services/domainWriter.js';

export function contactIdKeeper(pool: pg.Pool, writer: DomainWriter, siteId: string, actor: Actor) {
  return (userId: string, contactId: string): Promise<void> =>
    inRetriedTransaction(pool, async (client) => {
      const found = await getDocument(client, siteId, 'User', userId, true);
      if (!found || found.doc.getresponseId === contactId) return;
      await writer.replace(client, actor, siteId, 'User', userId, found.doc, { ...found.doc, getresponseId: contactId });
    });
}

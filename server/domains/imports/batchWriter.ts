// An import batch's writes on the batch's connection: the new records in one statement per table, the others each
// through a save of its own, and what each row did (for the import's undo); a refusal fails them all.
import type pg from 'pg';
import type { CallContext } from '../../services/access.js';
import type { RecordService } from '../../services/records.js';
import type { Saved } from '../../services/recordView.js';
import type { StoredDocument } from '../../storage/documents.js';
import { insertWrittenRows, type ImportRow } from './storage.js';

/** A row the check let through: what its write will be. */
export interface Accepted {
  action: 'created' | 'updated';
  /** The record to create, or the changes to the stored one. */
  body: Record<string, unknown>;
  existing?: StoredDocument;
  /** The existing record is archived: restored first. */
  restore?: boolean;
}

const versionOf = (etag: string) => Number(etag.replace(/\D/g, ''));

export async function writeBatch(
  client: pg.PoolClient,
  { imp, ctx, records }: { imp: Pick<ImportRow, 'id' | 'siteId' | 'type'>; ctx: CallContext; records: RecordService },
  rows: (Accepted & { rowKey: string })[],
): Promise<void> {
  const created = rows.filter(({ existing }) => !existing);
  const saved = new Map<Accepted, Saved>();
  (
    await records.createMany(
      ctx,
      imp.type,
      created.map(({ body }) => body),
    )
  ).forEach((s, i) => saved.set(created[i], s));
  for (const row of rows) {
    const { body, existing, restore } = row;
    if (!existing) continue;
    if (restore) {
      // An archived record restored and given the row's values, in the same transaction: both or neither.
      let restored = await records.restore(ctx, imp.type, existing.id);
      if (Object.keys(body).length) restored = await records.update(ctx, imp.type, existing.id, body, restored.etag);
      saved.set(row, restored);
    } else saved.set(row, await records.update(ctx, imp.type, existing.id, body, `"${existing.version}"`));
  }
  await insertWrittenRows(
    client,
    imp,
    rows.map((row) => ({
      rowKey: row.rowKey,
      recordId: row.existing?.id ?? saved.get(row)!.record._id,
      action: row.action,
      ...(row.existing && !row.restore && { before: Object.fromEntries(Object.keys(row.body).map((k) => [k, row.existing!.doc[k] ?? null])) }),
      versionAfter: versionOf(saved.get(row)!.etag),
    })),
  );
}

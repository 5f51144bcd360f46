// A record write's transaction: the documents, then their links and audit entries in one statement (writeTrail), or in
// the transaction of an import's batch; then the type's afterCommit hooks once committed.
import type pg from 'pg';
import type { DataSchema } from '../../model/metaSchema.js';
import { afterWriteCommit, inWriteTransaction } from '../storage/batchTransaction.js';
import type * as documents from '../storage/documents.js';
import { writeTrail } from '../storage/writeTrail.js';
import { writeOriginStatement } from '../storage/recordVersions.js';
import type { CallContext } from './access.js';
import { auditActor, writeDetail, type WriteAction } from './writeAudit.js';
import type { LinkIndex } from './linkIndex.js';
import type { RecordHookRegistry } from './recordHooks.js';
import { etagOf, readView, toApiRecord, type Saved } from './recordView.js';
import { writeOriginOf } from './writeOrigin.js';

/** A document a write stored, and the one it replaced. */
export interface Written {
  stored: documents.StoredDocument;
  before?: Record<string, unknown>;
}

export interface CommitParts {
  pool: pg.Pool;
  hooks: RecordHookRegistry;
  links: LinkIndex;
}

/**
 * Runs a write and its audit entries in one transaction (or in the transaction of an import's batch), then the
 * type's afterCommit hooks once committed. The versions the write produces (storage triggers, migration 036) are said
 * to be this user's, through `historyAction` if given.
 */
export async function commitWrites(
  { pool, hooks, links }: CommitParts,
  action: WriteAction,
  schema: DataSchema,
  ctx: CallContext,
  historyAction: string | undefined,
  write: (client: pg.PoolClient) => Promise<Written[]>,
): Promise<Saved[]> {
  const origin = writeOriginStatement(writeOriginOf(ctx.user, historyAction, ctx.copiedFrom));
  const written = await inWriteTransaction(
    pool,
    async (client) => {
      const results = await write(client);
      await writeTrail(client, {
        // Archiving and restoring leave the documents as they were, and so their links.
        links:
          action === 'create' || action === 'update'
            ? links.linksOf(
                ctx.siteId,
                schema,
                results.map(({ stored }) => stored),
              )
            : undefined,
        audits: results.map(({ stored, before }) => ({
          ...auditActor(ctx),
          action,
          siteId: ctx.siteId,
          cls: schema._id,
          recordId: stored.id,
          detail: writeDetail(schema, action, before, stored.doc),
        })),
      });
      return results;
    },
    origin,
  );
  const saved: Saved[] = [];
  for (const { stored, before } of written) {
    const extra = await afterWriteCommit(() =>
      hooks.afterCommit({ ctx, schema, action, id: stored.id, version: stored.version, before, after: stored.doc }),
    );
    saved.push({ record: { ...toApiRecord(stored, schema, readView(schema, ctx.user, hooks)), ...extra }, etag: etagOf(stored) });
  }
  return saved;
}

/** `commitWrites` of one record's write. */
export async function commitWrite(
  parts: CommitParts,
  action: WriteAction,
  schema: DataSchema,
  ctx: CallContext,
  historyAction: string | undefined,
  write: (client: pg.PoolClient) => Promise<Written>,
): Promise<Saved> {
  return (await commitWrites(parts, action, schema, ctx, historyAction, async (client) => [await write(client)]))[0];
}

// What a record write's audit entry says (who, and the diff of the write): the engine writes it in the write's own
// transaction (recordCommit.ts, domainWriter.ts), as do the domains that write records themselves.
import { deepEqual } from '../../model/diff.js';
import type { DataSchema } from '../../model/metaSchema.js';
import type { SessionUser } from '../../model/rights.js';
import { VERSION_KEY } from '../../model/migrations/index.js';

export type WriteAction = 'create' | 'update' | 'archive' | 'restore';

export const auditActor = (ctx: { user?: SessionUser; ip?: string }) => ({ userId: ctx.user?._id, login: ctx.user?.login, ip: ctx.ip });

/** The diff of a write: {key: {from, to}}; write-only values (passwords) are never copied, only marked as changed. */
export function writeDetail(
  schema: DataSchema,
  action: WriteAction,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): unknown {
  if (action === 'archive' || action === 'restore') return null;
  const secret = new Set(schema.propertiesList.filter((p) => p.writeOnly).map((p) => p.key));
  const changes: Record<string, { from?: unknown; to?: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    // The shapes' versions are the storage's bookkeeping, not a change the user made.
    if (key === VERSION_KEY) continue;
    const from = before?.[key];
    const to = after[key];
    if (deepEqual(from, to)) continue;
    changes[key] = secret.has(key) ? { to: '(modifié)' } : { ...(before && { from: from ?? null }), to: to ?? null };
  }
  return { changes };
}

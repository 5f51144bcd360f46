// Spec 001 §7 GET {instance}/temp_restore_ovh (beginTs, endTs → restore): brings back every record of the site that was
// archived within the window, the repair after an incident (a faulty import, a hosting failure) archived records
// wrongly. An archived record is not edited, so its last change (updated_at) is its archiving.
import type { JobKind } from '../../jobs/types.js';
import { badRequest } from '../../errors.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { asJobWrite, reportByType, siteTypes, stopIfCancelled, type ToolDeps } from './context.js';
import { restoreArchivedBatch, TOOL_BATCH } from './storage.js';

export interface RestoreWindow {
  beginTs: number;
  endTs: number;
}

/** Epoch seconds, as the records store dates (9999-12-31 at most). */
const TS = { type: 'integer', minimum: 0, maximum: 253402300799 } as const;
export const restoreWindowParams = {
  type: 'object',
  required: ['beginTs', 'endTs'],
  additionalProperties: false,
  properties: { beginTs: TS, endTs: TS },
} as const;

export function checkRestoreWindow(siteId: string, { beginTs, endTs }: RestoreWindow): void {
  if (siteId === GLOBAL_SITE) throw badRequest('BAD_SITE', 'La restauration concerne les enregistrements d’un site, pas global');
  if (endTs < beginTs) throw badRequest('BAD_WINDOW', 'La fin de la période (endTs) doit suivre son début (beginTs)');
}

export const restoreWindowJob = (deps: ToolDeps): JobKind<RestoreWindow> => ({
  kind: 'restoreArchivedWindow',
  label: 'Restauration des enregistrements archivés sur une période',
  right: 'superAdmin',
  paramsSchema: restoreWindowParams,
  run: async (ctx) => {
    checkRestoreWindow(ctx.siteId, ctx.params);
    const { beginTs, endTs } = ctx.params;
    const types = siteTypes(deps.registry);
    const byType: Record<string, number> = {};
    // In batches, each its own transaction: a restored record leaves the window's condition, so each batch starts again from the index.
    for (const [t, cls] of types.entries()) {
      for (let n = TOOL_BATCH; n === TOOL_BATCH;) {
        stopIfCancelled(ctx.signal);
        n = await asJobWrite(ctx, deps.pool, (db) => restoreArchivedBatch(db, ctx.siteId, cls, beginTs, endTs));
        if (n) byType[cls] = (byType[cls] ?? 0) + n;
      }
      await ctx.progress((t + 1) / (types.length + 1), `${cls} parcouru`);
    }
    const restored = await reportByType(ctx, deps.pool, 'archived_window_restored', byType, 'restauré(s)', { ...ctx.params });
    return { restored, byType };
  },
});

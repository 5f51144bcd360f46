// Empty the site (spec 000 §2 Super-admin tools): every live record of the site archived; the run's list is kept so
// that its undo brings back exactly those records. The console asks for the site id typed again and sends it, checked
// here; spec 001 §7's call has no payload, so a call without it is taken as it is (super administrators only).
// Both walk in batches by key, each its own transaction: a site of 1,000,000 records is not one statement; a run
// stopped midway and run again goes on (what it archived is noted, and archived records are skipped).
import type { JobKind } from '../../jobs/types.js';
import { badRequest } from '../../errors.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { asJobWrite, reportByType, siteTypes, stopIfCancelled, type ToolDeps } from './context.js';
import { archiveSiteBatch, restoreSiteClearBatch, siteClearSize, TOOL_BATCH } from './storage.js';

export function checkClear(siteId: string, confirmSiteId: unknown): void {
  if (siteId === GLOBAL_SITE) throw badRequest('BAD_SITE', 'Le vidage ne concerne pas global');
  if (confirmSiteId !== undefined && confirmSiteId !== siteId)
    throw badRequest('CONFIRMATION', `Tapez l'identifiant du site (${siteId}) pour confirmer le vidage`);
}

export const clearSiteJob = (deps: ToolDeps): JobKind<{ confirmSiteId?: string }> => ({
  kind: 'clearSite',
  label: 'Vidage du site',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { confirmSiteId: { type: 'string', maxLength: 100 } },
  },
  run: async (ctx) => {
    checkClear(ctx.siteId, ctx.params.confirmSiteId);
    const types = siteTypes(deps.registry);
    const byType: Record<string, number> = {};
    for (const [t, cls] of types.entries()) {
      for (let after: string | undefined = ''; after !== undefined;) {
        stopIfCancelled(ctx.signal);
        const from: string = after;
        const batch = await asJobWrite(ctx, deps.pool, (db) => archiveSiteBatch(db, ctx.id, ctx.siteId, cls, from));
        if (batch.n) byType[cls] = (byType[cls] ?? 0) + batch.n;
        after = batch.last;
      }
      await ctx.progress((t + 1) / (types.length + 1), `${cls} vidé`);
    }
    const archived = await reportByType(ctx, deps.pool, 'site_cleared', byType, 'archivé(s)');
    return { archived, byType };
  },
});

export const undoClearJob = (deps: ToolDeps): JobKind<{ clearJobId: string }> => ({
  kind: 'undoClearSite',
  label: 'Annulation du vidage du site',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    required: ['clearJobId'],
    additionalProperties: false,
    properties: { clearJobId: { type: 'string', maxLength: 64 } },
  },
  run: async (ctx) => {
    const total = await siteClearSize(deps.pool, ctx.params.clearJobId, ctx.siteId);
    if (!total) throw badRequest('NOT_FOUND', 'Aucun vidage de ce site sous cet identifiant');
    let restored = 0;
    let seen = 0;
    for (let after: [string, string] | undefined = ['', '']; after;) {
      stopIfCancelled(ctx.signal);
      const from: [string, string] = after;
      const batch = await asJobWrite(ctx, deps.pool, (db) => restoreSiteClearBatch(db, ctx.params.clearJobId, ctx.siteId, from));
      restored += batch.n;
      seen += TOOL_BATCH;
      after = batch.last;
      await ctx.progress(Math.min(1, seen / total), `${restored} enregistrement(s) restauré(s)`);
    }
    await ctx.progress(1, `${restored} enregistrement(s) restauré(s)`);
    return { restored };
  },
});

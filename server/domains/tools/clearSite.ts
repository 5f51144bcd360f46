// Empty the site (spec 000 §2 Super-admin tools): every live record of the site archived; the run's list is kept so
// that its undo brings back exactly those records. The console asks for the site id typed again and sends it, checked
// here; spec 001 §7's call has no payload, so a call without it is taken as it is (super administrators only).
import type { JobKind } from '../../jobs/types.js';
import { badRequest } from '../../errors.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { asJobWrite, reportByType, siteTypes, type ToolDeps } from './context.js';
import { archiveSite, restoreSiteClear, siteClearSize } from './storage.js';

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
    const byType = await asJobWrite(ctx, deps.pool, (db) => archiveSite(db, ctx.id, ctx.siteId, siteTypes(deps.registry)));
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
    if (!(await siteClearSize(deps.pool, ctx.params.clearJobId, ctx.siteId)))
      throw badRequest('NOT_FOUND', 'Aucun vidage de ce site sous cet identifiant');
    const restored = await asJobWrite(ctx, deps.pool, (db) => restoreSiteClear(db, ctx.params.clearJobId, ctx.siteId));
    await ctx.progress(1, `${restored} enregistrement(s) restauré(s)`);
    return { restored };
  },
});

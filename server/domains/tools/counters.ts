// Counters the server keeps in `_stats` (like `_stats.viewCount`), rebuilt from the records they count:
// likes are the readers' bookmarks of a content; sales are the products' purchases in state ok.
import type { JobKind } from '../../jobs/types.js';
import type { ToolDeps } from './context.js';
import { rebuildReferenceCounts } from './storage.js';

const objectTypes = (deps: ToolDeps, type: string, key: string): string[] => {
  const prop = deps.registry.get(type)?.propertiesList.find((p) => p.key === key);
  return (Array.isArray(prop?.objectType) ? prop.objectType : prop?.objectType ? [prop.objectType] : []).filter((t) => deps.registry.get(t));
};

export const rebuildLikesJob = (deps: ToolDeps): JobKind => ({
  kind: 'rebuildLikes',
  label: 'Recalcul des « j’aime »',
  right: 'superAdmin',
  paramsSchema: { type: 'object', additionalProperties: false, properties: {} },
  run: async (ctx) => {
    const targets = objectTypes(deps, 'Bookmark', 'content');
    const changed = await rebuildReferenceCounts(deps.pool, {
      siteId: ctx.siteId,
      source: 'Bookmark',
      refKey: 'content',
      targets,
      stat: 'likeCount',
    });
    await ctx.progress(1, `${changed} contenu(s) mis à jour (${targets.join(', ')})`);
    return { changed };
  },
});

export const rebuildPurchaseCountJob = (deps: ToolDeps): JobKind => ({
  kind: 'rebuildPurchaseCount',
  label: 'Recalcul des ventes',
  right: 'superAdmin',
  paramsSchema: { type: 'object', additionalProperties: false, properties: {} },
  run: async (ctx) => {
    const targets = objectTypes(deps, 'Purchase', 'product');
    const changed = await rebuildReferenceCounts(deps.pool, {
      siteId: ctx.siteId,
      source: 'Purchase',
      refKey: 'product',
      targets,
      stat: 'purchaseCount',
      sourceStatus: 'ok',
    });
    await ctx.progress(1, `${changed} produit(s) mis à jour (${targets.join(', ')})`);
    return { changed };
  },
});

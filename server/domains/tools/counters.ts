// Counters the server keeps in `_stats` (like `_stats.viewCount`), rebuilt from the records they count.
// Likes: the readers' « J'aime » are kept on their comments (UserComment.likeCount, written by the front site; no
// record per like exists), so a commented record's likes are the sum over its published comments. Sales: the
// products' purchases in state ok.
import type { JobKind } from '../../jobs/types.js';
import { asJobWrite, toolKind, type ToolDeps } from './context.js';
import { rebuildReferenceCounts, type ReferenceCount } from './storage.js';

const objectTypes = (deps: ToolDeps, type: string, key: string): string[] => {
  const prop = deps.registry.get(type)?.propertiesList.find((p) => p.key === key);
  return (Array.isArray(prop?.objectType) ? prop.objectType : prop?.objectType ? [prop.objectType] : []).filter((t) => deps.registry.get(t));
};

const counterJob = (
  deps: ToolDeps,
  kind: string,
  label: string,
  count: Omit<ReferenceCount, 'siteId' | 'targets'>,
  done: (n: number, targets: string[]) => string,
): JobKind =>
  toolKind(kind, label, async (ctx) => {
    const targets = objectTypes(deps, count.source, count.refKey);
    const changed = await asJobWrite(ctx, deps.pool, (db) => rebuildReferenceCounts(db, { ...count, siteId: ctx.siteId, targets }));
    await ctx.progress(1, done(changed, targets));
    return { changed };
  });

export const rebuildLikesJob = (deps: ToolDeps) =>
  counterJob(
    deps,
    'rebuildLikes',
    'Recalcul des « j’aime »',
    { source: 'UserComment', refKey: 'content', stat: 'likeCount', sourceStatus: 'published', sumKey: 'likeCount' },
    (n, targets) => `${n} contenu(s) mis à jour (${targets.join(', ')})`,
  );

export const rebuildPurchaseCountJob = (deps: ToolDeps) =>
  counterJob(
    deps,
    'rebuildPurchaseCount',
    'Recalcul des ventes',
    { source: 'Purchase', refKey: 'product', stat: 'purchaseCount', sourceStatus: 'ok' },
    (n, targets) => `${n} produit(s) mis à jour (${targets.join(', ')})`,
  );

// De-duplicate tags (spec 000 §2): tags whose text is the same but for case and accents are merged into the first
// one (by id); every reference to the others is rewritten to it, then the others are archived.
import type { JobKind } from '../../jobs/types.js';
import { actorOf, siteTypes, stopIfCancelled, type ToolDeps, toolKind } from './context.js';
import { docsMentioningBatch, siteDocsPage } from './storage.js';

export const tagKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Groups of tag ids sharing a key; the first id of each group is kept. */
export function duplicateGroups(tags: { id: string; text: string }[]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const t of tags) {
    const key = tagKey(t.text);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), t.id]);
  }
  return [...byKey.values()].filter((ids) => ids.length > 1).map((ids) => ids.sort());
}

/**
 * The value with every Tag reference to a merged id pointing at its kept tag; a list that then names a tag twice
 * keeps it once. Undefined when nothing changes.
 */
export function rewriteTagRefs(value: unknown, keptOf: ReadonlyMap<string, string>): unknown {
  let changed = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(walk);
      const seen = new Set<string>();
      return items.filter((item) => {
        const ref = item as { _cls?: unknown; _id?: unknown };
        if (!item || typeof item !== 'object' || ref._cls !== 'Tag' || typeof ref._id !== 'string') return true;
        if (seen.has(ref._id)) return !(changed = true);
        seen.add(ref._id);
        return true;
      });
    }
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o._cls === 'Tag' && typeof o._id === 'string' && keptOf.has(o._id)) {
        changed = true;
        return { ...o, _id: keptOf.get(o._id) };
      }
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  const out = walk(value);
  return changed ? out : undefined;
}

export const dedupTagsJob = (deps: ToolDeps): JobKind =>
  toolKind('dedupTags', 'Dédoublonnage des tags', async (ctx) => {
    const actor = actorOf(ctx);
    const tags: { id: string; text: string }[] = [];
    for (let after = ''; ;) {
      const page = await siteDocsPage(deps.pool, ctx.siteId, 'Tag', after, 1000);
      if (!page.length) break;
      after = page[page.length - 1].id;
      for (const t of page) tags.push({ id: t.id, text: String(t.doc.text ?? t.doc.label ?? '') });
    }
    const groups = duplicateGroups(tags);
    const keptOf = new Map(groups.flatMap(([kept, ...merged]) => merged.map((id) => [id, kept] as const)));
    await ctx.log(`${groups.length} groupe(s) de tags en double, ${keptOf.size} tag(s) à fusionner`);
    let rewritten = 0;
    // Every type but Tag, in batches by key: the ids are looked for in a batch's records, never across the whole site at once.
    const types = keptOf.size ? siteTypes(deps.registry).filter((cls) => cls !== 'Tag') : [];
    for (const [t, cls] of types.entries()) {
      for (let after: string | undefined = ''; after !== undefined;) {
        stopIfCancelled(ctx.signal);
        const batch = await docsMentioningBatch(deps.pool, ctx.siteId, cls, [...keptOf.keys()], after);
        after = batch.last;
        for (const { id, doc } of batch.docs) {
          const changes: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(doc)) {
            const next = rewriteTagRefs(value, keptOf);
            if (next !== undefined) changes[key] = next;
          }
          if (!Object.keys(changes).length) continue;
          try {
            await deps.records.update(actor, cls, id, changes);
            rewritten++;
          } catch (err) {
            await ctx.log(`${cls} ${id} : ${err instanceof Error ? err.message : String(err)}`, 'error');
          }
        }
      }
      await ctx.progress((t + 1) / (types.length + 1), `${cls} relu : ${rewritten} enregistrement(s) réécrit(s)`);
    }
    for (const [merged, kept] of keptOf) {
      await deps.records.archive(actor, 'Tag', merged);
      await ctx.log(`Tag ${merged} fusionné dans ${kept}`);
    }
    await ctx.progress(1, `${keptOf.size} tag(s) fusionné(s), ${rewritten} enregistrement(s) réécrit(s)`);
    return { groups: groups.length, merged: keptOf.size, rewritten };
  });

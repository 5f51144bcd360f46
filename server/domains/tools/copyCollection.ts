// Copy a collection (spec 001 §7 copyCollection: src, dst, collection) between sites of this server or of a peer:
// every record that differs is copied through the target's validation and rights, with the files it uses.
import type { JobKind } from '../../jobs/types.js';
import { badRequest, notFound } from '../../errors.js';
import { isGlobalSchema } from '../../services/schemaRegistry.js';
import { SITE_ID } from '../../schemas/index.js';
import { place, TYPE, Transfer } from '../environments/index.js';
import { actorOf, stopIfCancelled, type ToolDeps } from './context.js';

export interface Place {
  env: string;
  siteId: string;
}

/** A site of this server may be named by its id alone, as spec 001 §7 writes `src` and `dst`. */
const placeOrSite = { anyOf: [place, SITE_ID] } as const;

export const copyCollectionJob = (deps: ToolDeps): JobKind<{ src: Place | string; dst: Place | string; collection: string }> => ({
  kind: 'copyCollection',
  label: "Copie d'une collection",
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    required: ['src', 'dst', 'collection'],
    additionalProperties: false,
    properties: { src: placeOrSite, dst: placeOrSite, collection: TYPE },
  },
  run: async (ctx) => {
    const here = (p: Place | string): Place => (typeof p === 'string' ? { env: deps.environments.deps.envName, siteId: p } : p);
    const [src, dst, collection] = [here(ctx.params.src), here(ctx.params.dst), ctx.params.collection];
    const schema = deps.registry.get(collection);
    if (!schema || isGlobalSchema(schema) || schema.hasAssociatedDBCollection === false) throw notFound(`Collection inconnue : ${collection}`);
    const actor = actorOf(ctx);
    const source = deps.environments.side(actor, src.env, src.siteId);
    const target = deps.environments.side(actor, dst.env, dst.siteId);
    if (src.env === dst.env && src.siteId === dst.siteId) throw badRequest('SAME_TARGET', 'La source et la destination sont la même collection');
    const isRecordType = (cls: string) => !!deps.registry.get(cls) && !isGlobalSchema(deps.registry.get(cls)!);
    const transfer = new Transfer(source, target, isRecordType, (cls) => deps.registry.get(cls));
    const [from, to] = await Promise.all([source.digests(collection), target.digests(collection)]);
    const there = new Map(to.map((d) => [d._id, d.hash]));
    const todo = from.filter((d) => there.get(d._id) !== d.hash);
    await ctx.log(`${from.length} enregistrement(s) à la source, ${todo.length} à copier vers ${dst.env} / ${dst.siteId}`);
    let copied = 0;
    let failed = 0;
    for (const [i, d] of todo.entries()) {
      stopIfCancelled(ctx.signal);
      try {
        await transfer.copy(schema, d._id);
        copied++;
      } catch (err) {
        failed++;
        await ctx.log(`${d._id} : ${err instanceof Error ? err.message : String(err)}`, 'error');
      }
      if (i % 5 === 0 || i === todo.length - 1) await ctx.progress((i + 1) / todo.length, `${i + 1} / ${todo.length}`);
    }
    await ctx.progress(1, `${copied} copié(s), ${failed} en erreur, ${from.length - todo.length} déjà identique(s)`);
    if (failed && !copied) throw badRequest('COPY_FAILED', `Aucun enregistrement copié (${failed} en erreur)`);
    return { copied, failed, same: from.length - todo.length };
  },
});

// Site initialisation (spec 000 §2, §4, §5): whatever the blank template site holds (Config header, footer and
// options, the home Page, categories, menus, complex components...) copied into the site, `{{siteTitle}}` replaced
// by the title, one log line per record, its errors in red. Refused on the template itself and on global.
import { BLANK_TEMPLATE_SITE_ID } from '../../../model/constants.js';
import type { JobKind } from '../../jobs/types.js';
import { badRequest } from '../../services/errors.js';
import { labelOf } from '../../services/recordView.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { LocalSide } from '../environments/sides.js';
import { upsert } from '../environments/transfer.js';
import { actorOf, siteTypes, stopIfCancelled, type ToolDeps } from './context.js';

/** Referenced types first, so that a page finds its components and a header its menu. */
const ORDER = ['Category', 'ComplexComponent', 'Menu', 'Page', 'Config'];

export function checkInitTarget(siteId: string): void {
  if (siteId === BLANK_TEMPLATE_SITE_ID || siteId === GLOBAL_SITE) {
    throw badRequest('BAD_SITE', "L'initialisation n'est pas permise sur le modèle de site vierge ni sur global");
  }
}

export const fillTitle = (record: Record<string, unknown>, title: string): Record<string, unknown> =>
  JSON.parse(JSON.stringify(record).replaceAll('{{siteTitle}}', JSON.stringify(title).slice(1, -1)));

export const siteInitJob = (deps: ToolDeps): JobKind<{ title: string }> => ({
  kind: 'initSite',
  label: 'Initialisation du site',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: { title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
  },
  run: async (ctx) => {
    checkInitTarget(ctx.siteId);
    const title = ctx.params.title.trim();
    const here = actorOf(ctx);
    // Written as the super administrator who started it, through the site's validation (as a copy would be).
    const target = new LocalSide(deps.envName, ctx.siteId, here, deps);
    const template = { ...here, siteId: BLANK_TEMPLATE_SITE_ID };
    const types = siteTypes(deps.registry).sort((a, b) => rank(a) - rank(b));
    const plan: { type: string; record: Record<string, unknown> }[] = [];
    for (const type of types) {
      if (!(await deps.records.count(template, type, {}))) continue;
      for (const record of (await deps.records.list(template, type, { limit: 1000 })).data) plan.push({ type, record });
    }
    await ctx.log(`Modèle : ${plan.length} enregistrement(s) à recopier dans ${ctx.siteId} (« ${title} »)`);
    let created = 0;
    let updated = 0;
    let errors = 0;
    for (const [i, { type, record }] of plan.entries()) {
      stopIfCancelled(ctx.signal);
      const schema = deps.registry.get(type)!;
      const name = `${schema.singular ?? type} « ${labelOf(record)} »`;
      try {
        const { created: isNew } = await upsert(target, schema, String(record._id), fillTitle(record, title));
        if (isNew) created++;
        else updated++;
        await ctx.log(`${name} ${isNew ? 'créé' : 'mis à jour'}`);
      } catch (err) {
        errors++;
        await ctx.log(`${name} : ${err instanceof Error ? err.message : String(err)}`, 'error');
      }
      await ctx.progress((i + 1) / plan.length, `${i + 1} / ${plan.length}`);
    }
    return { created, updated, errors };
  },
});

const rank = (type: string) => {
  const i = ORDER.indexOf(type);
  return i === -1 ? ORDER.length : i;
};

// Site initialisation (spec 000 §2, §4, §5): whatever the blank template site holds (Config header, footer and
// options, the home Page, categories, menus, complex components...) copied into the site, `{{siteTitle}}` replaced
// by the title, one log line per record, its errors in red. Refused on the template itself and on global. A site that
// already holds some of these records is only written over when the request confirms it (`overwrite: true`); each
// record replaced is first kept as an archived copy, which 'Restaurer' puts back (model/replacedVersions.ts).
import { BLANK_TEMPLATE_SITE_ID } from '../../../model/constants.js';
import { agreed, genderOf } from '../../../model/nounGender.js';
import type { JobContext, JobKind } from '../../jobs/types.js';
import { AppError, badRequest } from '../../errors.js';
import { labelOf, type ApiRecord } from '../../services/recordView.js';
import { GLOBAL_SITE } from '../../services/schemaRegistry.js';
import { LocalSide, upsert } from '../environments/index.js';
import { recordsEditableInAdmin, type DataSchema } from '../../../model/metaSchema.js';
import { actorOf, siteTypes, stopIfCancelled, type ToolDeps } from './context.js';
import { readAllPages } from '../../../model/allPages.js';

/** Referenced types first, so that a page finds its components and a header its menu. */
const ORDER = ['Category', 'ComplexComponent', 'Menu', 'Page', 'Config'];
/** Labels named per type in the refusal; the count says the rest. */
const NAMED = 8;

type Params = { title: string; overwrite?: boolean };
type Start = Pick<JobContext<Params>, 'siteId' | 'startedBy'>;
interface Step {
  schema: DataSchema;
  record: Record<string, unknown>;
  /** The site's live record of that id, which the step replaces. */
  existing?: ApiRecord;
}

export function checkInitTarget(siteId: string): void {
  if (siteId === BLANK_TEMPLATE_SITE_ID || siteId === GLOBAL_SITE) {
    throw badRequest('BAD_SITE', "L'initialisation n'est pas permise sur le modèle de site vierge ni sur global");
  }
}

export const fillTitle = (record: Record<string, unknown>, title: string): Record<string, unknown> =>
  JSON.parse(JSON.stringify(record).replaceAll('{{siteTitle}}', JSON.stringify(title).slice(1, -1)));

const nameOf = (schema: DataSchema, record: Record<string, unknown>) => `${schema.singular ?? schema._id} « ${labelOf(record)} »`;

/** The template's records in writing order, each with the site's live record it would replace. */
async function planOf(deps: ToolDeps, start: Start): Promise<{ target: LocalSide; steps: Step[] }> {
  checkInitTarget(start.siteId);
  const here = actorOf(start);
  // Written as the super administrator who started it, through the site's validation (as a copy would be).
  const target = new LocalSide(deps.envName, start.siteId, here, deps);
  const template = { ...here, siteId: BLANK_TEMPLATE_SITE_ID };
  const steps: Step[] = [];
  for (const type of siteTypes(deps.registry).sort((a, b) => rank(a) - rank(b))) {
    const schema = deps.registry.get(type)!;
    // What the console only shows (payouts, exports: written from the provider or by jobs) is the template's own
    // activity, not its content: a new site does not start with the template's payouts.
    if (!recordsEditableInAdmin(schema) || !(await deps.records.count(template, type, {}))) continue;
    // Every record of the template, page by page (not the API's first 1,000).
    const records = (await readAllPages((offset, limit) => deps.records.list(template, type, { offset, limit }), { bound: Infinity })).data;
    const existing = new Map(
      (
        await target.some(
          type,
          records.map((r) => String(r._id)),
        )
      ).map((r) => [String(r._id), r]),
    );
    for (const record of records) steps.push({ schema, record, existing: existing.get(String(record._id)) });
  }
  return { target, steps };
}

/** 409 unless confirmed, naming per type (its label and count) the records the initialisation would replace. */
function refuseUnconfirmed(siteId: string, steps: Step[], overwrite: boolean | undefined): void {
  const replaced = steps.filter((s) => s.existing);
  if (!replaced.length || overwrite) return;
  const byType = new Map<DataSchema, string[]>();
  for (const { schema, existing } of replaced) byType.set(schema, [...(byType.get(schema) ?? []), `« ${labelOf(existing!)} »`]);
  const list = [...byType].map(
    ([schema, labels]) =>
      `${schema.label} (${labels.length}) : ${labels
        .sort((a, b) => a.localeCompare(b, 'fr'))
        .slice(0, NAMED)
        .join(', ')}${labels.length > NAMED ? ', …' : ''}`,
  );
  throw new AppError(
    409,
    'SITE_NOT_EMPTY',
    `Le site ${siteId} contient déjà ${replaced.length} enregistrement(s) que l'initialisation remplacerait : ${list.join(' ; ')}. ` +
      'Confirmez pour les remplacer : leurs versions actuelles seront archivées (Archivés › Restaurer les remet).',
  );
}

export const siteInitJob = (deps: ToolDeps): JobKind<Params> => ({
  kind: 'initSite',
  label: 'Initialisation du site',
  right: 'superAdmin',
  paramsSchema: {
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: { title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, overwrite: { type: 'boolean' } },
  },
  beforeStart: async (start) => refuseUnconfirmed(start.siteId, (await planOf(deps, start)).steps, start.params.overwrite),
  run: async (ctx) => {
    const { target, steps } = await planOf(deps, ctx);
    // Asked again: the site may have gained records since the start was accepted.
    refuseUnconfirmed(ctx.siteId, steps, ctx.params.overwrite);
    const title = ctx.params.title.trim();
    await ctx.log(`Modèle : ${steps.length} enregistrement(s) à recopier dans ${ctx.siteId} (« ${title} »)`);
    const counts = { created: 0, replaced: 0, errors: 0 };
    for (const [i, { schema, record, existing }] of steps.entries()) {
      stopIfCancelled(ctx.signal);
      const gender = genderOf(schema.singular ?? schema.label);
      const name = nameOf(schema, existing ?? record);
      try {
        if (existing) {
          const copyId = await deps.records.keepReplacedVersion(actorOf(ctx), schema._id, String(existing._id));
          await ctx.log(`${name} : version précédente archivée sous ${copyId} (Archivés › Restaurer la remet)`);
        }
        const { created } = await upsert(target, schema, String(record._id), fillTitle(record, title));
        counts[created ? 'created' : 'replaced']++;
        await ctx.log(`${nameOf(schema, record)} ${agreed(created ? 'créé' : 'remplacé', gender)}`);
      } catch (err) {
        counts.errors++;
        await ctx.log(`${name} : ${err instanceof Error ? err.message : String(err)}`, 'error');
      }
      await ctx.progress((i + 1) / steps.length, `${i + 1} / ${steps.length}`);
    }
    return counts;
  },
});

const rank = (type: string) => {
  const i = ORDER.indexOf(type);
  return i === -1 ? ORDER.length : i;
};

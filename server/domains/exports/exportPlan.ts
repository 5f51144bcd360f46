// What one export reads and writes: the type (readable in full by the user), its columns, the list's filter and search
// with the period on creation date, as a statement a cursor runs; then the rows as cell texts, references loaded a
// chunk at a time.
import type pg from 'pg';
import type { ExportFieldOptions } from '../../../model/exports/index.js';
import { exportValueAt, isStoredRef, refKey } from '../../../model/exports/index.js';
import { formatExportValue } from '../../../model/exports/index.js';
import { exportPeriodError } from '../../../model/exports/index.js';
import { WITHOUT_LIST_TOOLS } from '../../../model/exports/index.js';
import type { DataSchema } from '../../../model/metaSchema.js';
import { canAccessSection, type SessionUser } from '../../../model/rights.js';
import { resolveRead, type CallContext } from '../../services/access.js';
import { badRequest, forbidden } from '../../errors.js';
import { buildListQuery } from '../../services/listQuery.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { hiddenKeys, readView, toApiRecord, type ApiRecord, type HiddenKeys } from '../../services/recordView.js';
import { GLOBAL_SITE, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { countDocuments } from '../../storage/documentCounts.js';
import { listAllIdsStatement } from '../../storage/documents.js';
import type { SearchRecheck } from '../../storage/documentSearch.js';
import type { ExportIssue, ExportRequest } from '../../../model/exports/index.js';
import { planColumns, type Column } from './columns.js';
import type { FilterValue } from '../../../model/adminFilter.js';
import { presetById, type Preset } from '../../../model/exports/index.js';
import { recordsContext } from './recordsSpace.js';
import { documentsByRef, streamDocuments, type RecordsScope } from './storage.js';
import { lagTolerant } from '../../storage/readReplica.js';
import { timeSlices } from '../../jobs/requestPriority.js';

export interface ExportDeps {
  pool: pg.Pool;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  hooks: RecordHookRegistry;
}

export interface ExportPlan {
  schema: DataSchema;
  preset?: Preset;
  columns: Column[];
  warnings: ExportIssue[];
  /** The ids of the records to export, in the list's order, and where the records live. */
  statement: string;
  params: unknown[];
  scope: RecordsScope;
  count: () => Promise<number>;
  hidden: HiddenKeys;
  user: SessionUser;
  siteId: string;
}

const CHUNK = 500;
const NO_REFS = new Map<string, Record<string, unknown>>();

/** The fields this user may export: referenced types are followed only where they may read them in full. */
export const fieldOptionsFor = (registry: SchemaRegistry, user: SessionUser): ExportFieldOptions => ({
  schemaOf: (id) => {
    const schema = registry.get(id);
    return schema && canAccessSection(user, schema.section) ? schema : undefined;
  },
  hiddenOf: (schema) => hiddenKeys(schema, user),
});

/**
 * The period on the creation date: a type's own `createTs` where it has one (imported and paid records keep their
 * date there, as Export's `params.filter.createTs` says), else — and for a record without it — the record's creation.
 */
function periodFilter(schema: DataSchema, range: Record<string, number>): Record<string, unknown> {
  const ownDate = schema.propertiesList.some((p) => p.key === 'createTs' && p.type === 'timestamp');
  return ownDate ? { $or: [{ createTs: range }, { createTs: { $exists: false }, createdAt: range }] } : { createdAt: range };
}

/** The preset's filter and the period, as the server's own condition beside the list's filter (each checked by the list grammar). */
function presetAndPeriod(schema: DataSchema, request: ExportRequest, preset: Preset | undefined): FilterValue | undefined {
  const parts: FilterValue[] = [];
  if (preset?.filter) parts.push(preset.filter as FilterValue);
  const period: Record<string, number> = {};
  if (request.min !== undefined) period.$gte = request.min;
  if (request.max !== undefined) period.$lte = request.max;
  if (Object.keys(period).length) parts.push(periodFilter(schema, period) as FilterValue);
  return parts.length ? (parts.length === 1 ? parts[0] : { $and: parts }) : undefined;
}

/** `rechecks`: for the job that reads the records, what a search must check again while a type's re-index runs (searchReindex.ts). */
export function planExport(
  deps: ExportDeps,
  siteCtx: CallContext,
  request: ExportRequest,
  rechecks: (schema: DataSchema) => SearchRecheck | undefined = () => undefined,
): ExportPlan {
  if (WITHOUT_LIST_TOOLS.has(request.type)) throw badRequest('NO_EXPORT', `Pas d'export pour le type ${request.type}`);
  const ctx = recordsContext(deps.registry, deps.sites, siteCtx, request.type);
  const { schema, labelsOnly } = resolveRead(deps.registry, deps.sites, ctx, request.type, deps.hooks.opening(request.type));
  if (labelsOnly) throw forbidden("Vous n'avez pas le droit d'exporter ce type");
  const periodError = exportPeriodError(request.min, request.max);
  if (periodError) throw badRequest('BAD_PERIOD', periodError, { period: periodError });
  const preset = request.preset === undefined ? undefined : presetById(request.preset);
  if (request.preset !== undefined && preset?.type !== schema._id)
    throw badRequest('BAD_PRESET', `Préréglage inconnu pour ce type : ${request.preset.slice(0, 60)}`);
  if (!preset && !request.fields?.length) throw badRequest('NO_FIELDS', 'Choisissez au moins un champ à exporter');
  const options = fieldOptionsFor(deps.registry, ctx.user);
  const plan = planColumns(schema, preset?.columns ?? request.fields!, options, preset ? 'paths' : 'labels');
  // A preset keeps its documented columns; those this user may not read (passwords, developer fields) stay empty.
  if (!preset && plan.refused.length) throw badRequest('BAD_FIELDS', `Champs impossibles à exporter : ${plan.refused.slice(0, 10).join(', ')}`);
  const warnings = [
    ...plan.refused.map((path) => ({ code: 'COLUMN_LEFT_EMPTY', message: `Colonne ${path} laissée vide : champ réservé ou inconnu` })),
    ...plan.warnings,
  ];
  const hidden = readView(schema, ctx.user, deps.hooks);
  const params = {
    adminFilter: request.adminFilter,
    where: presetAndPeriod(schema, request, preset),
    adminSearch: request.adminSearch,
    filter: request.filter,
    limit: 1,
  };
  const { query, sql } = buildListQuery(schema, ctx.siteId, params, hidden, false, (id) => deps.hooks.listFilter(schema._id, id), rechecks(schema));
  const counting = sql.clone();
  const statement = listAllIdsStatement(query, sql);
  return {
    schema,
    preset,
    columns: plan.columns,
    warnings,
    statement,
    params: sql.params,
    scope: { siteId: query.siteId, cls: query.cls, archived: query.archived },
    count: async () => (await countDocuments(lagTolerant(deps.pool), query, counting)).count,
    hidden,
    user: ctx.user,
    siteId: ctx.siteId,
  };
}

/** The records the columns' references point at, as the API would show them to this user. */
async function loadReferences(deps: ExportDeps, plan: ExportPlan, records: ApiRecord[]): Promise<Map<string, Record<string, unknown>>> {
  const wanted = new Map<string, { cls: string; id: string }>();
  for (const column of plan.columns) {
    if (!column.ref) continue;
    for (const record of records) {
      const value = exportValueAt(record, column.ref, NO_REFS);
      if (isStoredRef(value) && deps.registry.get(value._cls)) wanted.set(refKey(value), { cls: value._cls, id: value._id });
    }
  }
  const stored = await documentsByRef(lagTolerant(deps.pool), [plan.siteId, GLOBAL_SITE], [...wanted.values()]);
  const loaded = new Map<string, Record<string, unknown>>();
  for (const [key, doc] of stored) {
    const schema = deps.registry.get(doc.cls)!;
    loaded.set(key, toApiRecord(doc, schema, readView(schema, plan.user, deps.hooks)));
  }
  return loaded;
}

/**
 * The rows of an export as cell texts, read through a cursor (on the read replica when there is one recent enough for
 * the job, storage/readReplica.ts); `onChunk` hears how many rows each chunk held.
 */
export async function* exportRows(deps: ExportDeps, plan: ExportPlan, onChunk: (rows: number) => Promise<void>): AsyncGenerator<string[]> {
  // Reading and formatting rows is the event loop's work: requests get their turn every few milliseconds of it
  // (jobs/requestPriority.ts), the time the file's writer takes for the rows given to it included.
  const slice = timeSlices();
  for await (const chunk of streamDocuments(lagTolerant(deps.pool), plan.statement, plan.params, plan.scope, CHUNK)) {
    const records: ApiRecord[] = [];
    for (const stored of chunk) {
      await slice();
      records.push(toApiRecord(stored, plan.schema, plan.hidden));
    }
    const refs = await loadReferences(deps, plan, records);
    for (const record of records) {
      await slice();
      yield plan.columns.map((c) => (c.blank ? '' : formatExportValue(exportValueAt(record, c.path, refs), c.field.prop)));
    }
    await onChunk(records.length);
  }
}

// What every tool job needs: the services it works through, and the user it acts as.
import type pg from 'pg';
import type { Environment } from '../../../model/constants.js';
import { RIGHT_FLAGS, type SessionUser } from '../../../model/rights.js';
import type { JobContext, JobKind } from '../../jobs/types.js';
import type { CallContext } from '../../services/access.js';
import { badRequest } from '../../errors.js';
import type { RecordService } from '../../services/records.js';
import type { RecordHookRegistry } from '../../services/recordHooks.js';
import { isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import { insertAudit } from '../../storage/auditLog.js';
import type { Queryable } from '../../storage/db.js';
import { writingAs } from '../../services/writeOrigin.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { EnvironmentService } from '../environments/index.js';

export interface ToolDeps {
  pool: pg.Pool;
  records: RecordService;
  registry: SchemaRegistry;
  sites: SiteDirectory;
  store: FileStore;
  hooks: RecordHookRegistry;
  environments: EnvironmentService;
  envName: Environment;
  catalogueDir: string;
  /** DATA_DIR: the file tree the copy tool takes into an object store. */
  dataDir: string;
}

/**
 * Tool kinds need the superAdmin right to start: their handler acts as the super administrator who started them,
 * so every write still goes through the records service (validation, hooks, audit under their login).
 */
/**
 * Runs a tool's own SQL on records in one transaction whose versions name the job and who started it (the 'Historique'
 * tab's "tâche « Vidage du site » n° 12"), as the records service does for the writes it makes.
 */
export const asJobWrite = <T>(ctx: Pick<JobContext, 'startedBy' | 'siteId'>, pool: pg.Pool, write: (db: Queryable) => Promise<T>): Promise<T> =>
  writingAs(pool, actorOf(ctx).user, write);

export function actorOf(ctx: Pick<JobContext, 'startedBy' | 'siteId'>): CallContext {
  const user: SessionUser = {
    _id: ctx.startedBy?.id ?? 'system',
    login: ctx.startedBy?.login ?? 'système',
    superAdmin: true,
    isDeveloper: true,
    siteIds: [],
    rights: Object.fromEntries(RIGHT_FLAGS.map((f) => [f, true])),
  };
  return { user, siteId: ctx.siteId };
}

/** Per-site types with records of their own. */
export const siteTypes = (registry: SchemaRegistry): string[] =>
  registry
    .all()
    .filter((s) => !isGlobalSchema(s) && s.hasAssociatedDBCollection !== false)
    .map((s) => s._id)
    .sort();

/** Throws when the job was cancelled ('Annuler'): handlers call it between steps. */
export function stopIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw badRequest('CANCELLED', 'Tâche annulée');
}

/** A tool without parameters as a job kind: super administrators start it (POST /api/{siteId}/tools/{kind}). */
export const toolKind = (kind: string, label: string, run: JobKind['run']): JobKind => ({
  kind,
  label,
  right: 'superAdmin',
  paramsSchema: { type: 'object', additionalProperties: false, properties: {} },
  run,
});

/**
 * The end of a tool that archived or restored records of several types: audited once under the super administrator
 * who ran it, one log line per type, the total as the last progress line. Answers the total.
 */
export async function reportByType(
  ctx: JobContext<unknown>,
  pool: pg.Pool,
  action: string,
  byType: Record<string, number>,
  done: string,
  detail: Record<string, unknown> = {},
): Promise<number> {
  const total = Object.values(byType).reduce((a, b) => a + b, 0);
  const { user } = actorOf(ctx);
  await insertAudit(pool, { action, userId: user._id, login: user.login, siteId: ctx.siteId, detail: { jobId: ctx.id, ...detail, byType } });
  for (const [type, n] of Object.entries(byType)) await ctx.log(`${type} : ${n} ${done}`);
  await ctx.progress(1, `${total} enregistrement(s) ${done}`);
  return total;
}

// The Execute tab (spec 000 §2, §5; docs/api.md "Execute"): a filter and an update command run on a type's records as a
// job. Every change goes through the records API's own update (RecordService: the schema's validators, the type's
// hooks, the audit with its diff, If-Match on the version read): a record that would become invalid is reported and
// left as it was. What each write changed is kept, so that an execution can be undone record by record.
import { diffRecord } from '../../../model/diff.js';
import type { ExecuteInput, ExecuteOutcome, ExecutePreview, UndoOutcome } from '../../../model/exports/index.js';
import { checkExecuteInput, WITHOUT_LIST_TOOLS } from '../../../model/exports/index.js';
import { checkRecord } from '../../../model/validation/index.js';
import { applyUpdate, CommandError, type UpdateOp } from '../../../model/exports/index.js';
import type { SessionUser } from '../../../model/rights.js';
import type { JobContext } from '../../jobs/types.js';
import { resolveWrite, type CallContext } from '../../services/access.js';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import { hiddenKeys, labelOf, type ApiRecord } from '../../services/recordView.js';
import type { RecordService } from '../../services/records.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';
import type pg from 'pg';
import type { JobStarter } from './jobStarter.js';
import { recordsContext } from './recordsSpace.js';
import { countExecutionChanges, executionChanges, insertExecutionChange, markRestored } from './storage.js';

export const EXECUTE_JOB = 'execute';
export const UNDO_JOB = 'execute-undo';

export interface ExecuteJobParams extends ExecuteInput {
  type: string;
  user: SessionUser;
}

const BATCH = 100;
const SAMPLES = 5;
const MAX_REPORTED = 200;
const SYSTEM = new Set(['_id', '_cls', 'createdAt', 'updatedAt', '_archived']);

const ownKeys = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([k]) => !SYSTEM.has(k)));
const versionOf = (etag: string) => Number(etag.replace(/\D/g, ''));
const reasonOf = (err: AppError) => [err.message, ...Object.entries(err.fields ?? {}).map(([k, m]) => `${k} : ${m}`)].join(' — ');

export class ExecuteService {
  constructor(
    private deps: { pool: pg.Pool; registry: SchemaRegistry; sites: SiteDirectory; records: RecordService },
    private jobs: JobStarter,
  ) {}

  /**
   * Rights, type and both inputs, as the tab checks them: 403 / 404 / 400 with the tab's French reason. `records`: the
   * call as the type's records are reached (the global space for a global type).
   */
  check(ctx: CallContext, type: string, input: ExecuteInput): { ops: UpdateOp[]; filter: string; records: CallContext } {
    const { schema, records } = this.writableType(ctx, type);
    const checked = checkExecuteInput(schema, hiddenKeys(schema, ctx.user), input.filter, input.command);
    if (checked.filterError) throw badRequest('BAD_FILTER', checked.filterError, { filter: checked.filterError });
    if (checked.commandError) throw badRequest('BAD_COMMAND', checked.commandError, { command: checked.commandError });
    return { ops: checked.ops!, filter: input.filter.trim() || '{}', records };
  }

  /** Asked again before each batch of a run (design.md §5): what starting it asked, with the starter's rights now. */
  mayRun(user: SessionUser, job: JobContext<ExecuteJobParams>): void {
    this.check({ user, siteId: job.siteId }, job.params.type, job.params);
  }

  /** The same for an undo: the type still written through the Execute tab by its starter. */
  mayUndo(user: SessionUser, job: JobContext<{ type: string }>): void {
    this.writableType({ user, siteId: job.siteId }, job.params.type);
  }

  private writableType(ctx: CallContext, type: string) {
    if (!ctx.user.isDeveloper || !ctx.user.superAdmin) throw forbidden("L'onglet Exécuter est réservé aux développeurs super administrateurs");
    if (WITHOUT_LIST_TOOLS.has(type)) throw notFound(`Pas d'onglet Exécuter pour le type ${type.slice(0, 100)}`);
    const records = recordsContext(this.deps.registry, this.deps.sites, ctx, type);
    return { schema: resolveWrite(this.deps.registry, this.deps.sites, records, type), records };
  }

  /** How many records match, and what the command would make of the first few. */
  async preview(ctx: CallContext, type: string, input: ExecuteInput): Promise<ExecutePreview> {
    const { ops, filter, records } = this.check(ctx, type, input);
    const schema = this.deps.registry.get(type)!;
    const { data, count, countIsLowerBound } = await this.deps.records.list(records, type, {
      adminFilter: filter,
      sortBy: '_id',
      limit: SAMPLES,
      withCount: true,
    });
    const samples = data.map((record) => {
      const base = { _id: record._id, label: labelOf(record) };
      try {
        const changes = diffRecord(ownKeys(record), ownKeys(applyUpdate(record, ops)));
        const keys = Object.keys(changes);
        const check = checkRecord(schema, changes, { isNew: false, partial: true, stored: ownKeys(record) });
        const diff = keys.map((key) => ({ key, before: record[key] ?? null, after: changes[key] }));
        return {
          ...base,
          diff,
          ...(!check.ok && {
            error: `Deviendrait invalide : ${Object.entries(check.errors)
              .map(([k, m]) => `${k} : ${m}`)
              .join(' — ')}`,
          }),
        };
      } catch (err) {
        if (err instanceof CommandError) return { ...base, diff: [], error: err.message };
        throw err;
      }
    });
    return { count: count ?? data.length, ...(countIsLowerBound && { countIsLowerBound }), samples };
  }

  async start(ctx: CallContext, type: string, input: ExecuteInput) {
    this.check(ctx, type, input);
    const params: ExecuteJobParams = { ...input, type, user: ctx.user };
    return this.jobs.start(EXECUTE_JOB, { siteId: ctx.siteId, params: { ...params }, startedBy: { id: ctx.user._id, login: ctx.user.login } });
  }

  /** The job: records in pages of BATCH by id, each read with its version and written through the records API. */
  async run(job: JobContext<ExecuteJobParams>) {
    const { type } = job.params;
    const { ops, filter, records: ctx } = this.check({ user: job.user ?? job.params.user, siteId: job.siteId }, type, job.params);
    const total = await this.deps.records.count(ctx, type, { adminFilter: filter });
    const outcome: ExecuteOutcome = { matched: 0, changed: 0, unchanged: 0, skipped: [], skippedCount: 0 };
    const skip = (record: ApiRecord, message: string) => {
      outcome.skippedCount++;
      if (outcome.skipped.length < MAX_REPORTED) outcome.skipped.push({ _id: record._id, label: labelOf(record), message });
    };
    for (let after = ''; !job.signal.aborted;) {
      const page = await this.deps.records.list(ctx, type, {
        adminFilter: filter,
        where: { _id: { $gt: after } },
        sortBy: '_id',
        limit: BATCH,
      });
      if (!page.data.length) break;
      for (const listed of page.data) {
        outcome.matched++;
        const { record, etag } = await this.deps.records.get(ctx, type, listed._id);
        let changes: Record<string, unknown>;
        try {
          changes = diffRecord(ownKeys(record), ownKeys(applyUpdate(record, ops)));
        } catch (err) {
          if (!(err instanceof CommandError)) throw err;
          skip(record, err.message);
          continue;
        }
        if (!Object.keys(changes).length) {
          outcome.unchanged++;
          continue;
        }
        try {
          const saved = await this.deps.records.update(ctx, type, record._id, changes, etag);
          const before = Object.fromEntries(Object.keys(changes).map((k) => [k, record[k] ?? null]));
          await insertExecutionChange(this.deps.pool, job.id, job.siteId, type, { recordId: record._id, before, version: versionOf(saved.etag) });
          outcome.changed++;
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          skip(record, err.status === 412 ? 'Modifié pendant l’exécution : laissé tel quel' : `Laissé inchangé : ${reasonOf(err)}`);
        }
      }
      after = page.data[page.data.length - 1]._id;
      await job.progress(total ? Math.min(outcome.matched / total, 1) : 1, `${outcome.matched} / ${total} enregistrements traités`);
    }
    await job.log(`${outcome.changed} modifiés, ${outcome.unchanged} déjà conformes, ${outcome.skippedCount} laissés inchangés`);
    return outcome;
  }

  /** 'Annuler cette exécution': a job putting back each record the execution changed. */
  async undo(ctx: CallContext, executionId: string) {
    const execution = await this.jobs.get(executionId);
    if (!execution || execution.kind !== EXECUTE_JOB || execution.siteId !== ctx.siteId) throw notFound('Exécution introuvable');
    const { type } = execution.params as { type: string };
    this.writableType(ctx, type);
    return this.jobs.start(UNDO_JOB, {
      siteId: ctx.siteId,
      params: { executionId, type, user: ctx.user },
      startedBy: { id: ctx.user._id, login: ctx.user.login },
    });
  }

  async runUndo(job: JobContext<{ executionId: string; type: string; user: SessionUser }>) {
    const { executionId, type } = job.params;
    const { records: ctx } = this.writableType({ user: job.user ?? job.params.user, siteId: job.siteId }, type);
    const { total } = await countExecutionChanges(this.deps.pool, executionId);
    const outcome: UndoOutcome = { restored: 0, skipped: [], skippedCount: 0 };
    let done = 0;
    for (let after = ''; !job.signal.aborted;) {
      const page = await executionChanges(this.deps.pool, executionId, after, BATCH);
      if (!page.length) break;
      for (const change of page) {
        done++;
        try {
          await this.deps.records.update(ctx, type, change.recordId, change.before, `"${change.version}"`);
          await markRestored(this.deps.pool, executionId, change.recordId);
          outcome.restored++;
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          const message =
            err.status === 412 ? 'Modifié depuis l’exécution : laissé tel quel' : err.status === 404 ? 'Supprimé depuis l’exécution' : reasonOf(err);
          outcome.skippedCount++;
          if (outcome.skipped.length < MAX_REPORTED) outcome.skipped.push({ _id: change.recordId, label: change.recordId, message });
        }
      }
      after = page[page.length - 1].recordId;
      await job.progress(total ? done / total : 1, `${done} / ${total} enregistrements remis`);
    }
    return outcome;
  }
}

// 'Annuler l'import' (issue 31 §4): every record the import created goes to the archives, every record it updated
// gets back the values it had before, both through the records service (rights, validation, hooks, history) with
// If-Match on the version the import left: a record someone changed since is named and left alone.
import { AppError } from '../../errors.js';
import type { JobContext } from '../../jobs/types.js';
import type { RecordService } from '../../services/records.js';
import type { ImportDeps, ImportJobParams, ImportService } from './service.js';
import { claimImport, countWrittenRows, markUndone, saveOutcome, writtenRows } from './storage.js';
import type { CallContext } from '../../services/access.js';

export const UNDO_JOB = 'import-undo';

const PAGE = 200;
/** Records named as left alone in the import's page; the log says how many there were in all. */
const MAX_NAMED = 200;

export class ImportUndo {
  constructor(
    private readonly deps: Pick<ImportDeps, 'pool' | 'jobs'> & { records: RecordService },
    private readonly imports: ImportService,
  ) {}

  async start(ctx: CallContext, id: string): Promise<{ jobId: string }> {
    const imp = await this.imports.owned(ctx, id);
    if (!(await claimImport(this.deps.pool, id, ['imported'], { state: 'undoing' }))) {
      throw new AppError(409, 'NOT_IMPORTED', imp.state === 'undone' ? 'Cet import est déjà annulé' : 'Seul un import terminé peut être annulé');
    }
    const params: ImportJobParams = { importId: id, type: imp.type };
    const job = await this.deps.jobs.start(UNDO_JOB, {
      siteId: ctx.siteId,
      params: { ...params },
      startedBy: { id: ctx.user._id, login: ctx.user.login },
    });
    await claimImport(this.deps.pool, id, ['undoing'], { state: 'undoing', jobId: job.id });
    return { jobId: job.id };
  }

  async run(job: JobContext<ImportJobParams>) {
    const { pool, records } = this.deps;
    const { importId } = job.params;
    const ctx = { user: job.user!, siteId: job.siteId };
    const total = await countWrittenRows(pool, importId);
    const undo = { archived: 0, restored: 0, leftAlone: [] as string[] };
    let leftAlone = 0;
    let done = 0;
    for (let after = ''; !job.signal.aborted;) {
      const page = await writtenRows(pool, importId, after, PAGE);
      if (!page.length) break;
      for (const row of page) {
        done++;
        const ifMatch = `"${row.versionAfter}"`;
        try {
          // Each row's own type: a dump's rows are of several.
          if (row.action === 'created') await records.archive(ctx, row.cls, row.recordId, ifMatch);
          else await records.update(ctx, row.cls, row.recordId, row.before ?? {}, ifMatch);
          await markUndone(pool, importId, row.recordId);
          undo[row.action === 'created' ? 'archived' : 'restored']++;
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err;
          leftAlone++;
          if (undo.leftAlone.length < MAX_NAMED) undo.leftAlone.push(row.recordId);
        }
      }
      after = page[page.length - 1].recordId;
      await job.progress(total ? done / total : 1, `${done} / ${total} enregistrements traités`);
    }
    await saveOutcome(pool, importId, { state: 'undone', undo });
    await job.log(
      `Import annulé : ${undo.archived} archivés, ${undo.restored} remis comme avant, ${leftAlone} modifiés depuis et laissés tels quels`,
    );
    return undo;
  }

  /** An undo that ended failed or cancelled may be started again: what it put back is marked, the rest waits. */
  async ended(params: ImportJobParams): Promise<void> {
    await claimImport(this.deps.pool, params.importId, ['undoing'], { state: 'imported' });
  }
}

// Job kinds of the exports domain (design.md §10). None has a `right`: they start only through this domain's routes,
// which check the caller; each job asks the same again of its starter's current account before each batch.
import type { SessionUser } from '../../../model/rights.js';
import { ACCOUNTING_JOB, type AccountingJobParams, type AccountingService } from './accounting.js';
import { EXECUTE_JOB, UNDO_JOB, type ExecuteJobParams, type ExecuteService } from './execute.js';
import type { JobStarter } from './jobStarter.js';
import { EXPORT_JOB, type ExportJobParams, type ExportService } from './service.js';

export function defineExportJobs(jobs: JobStarter, exportsService: ExportService, execute: ExecuteService, accounting: AccountingService): void {
  jobs.define<ExportJobParams, unknown>({
    kind: EXPORT_JOB,
    label: 'Export CSV',
    concurrency: 2,
    // A second attempt writes the whole file again, then the record: safe.
    retryLimit: 1,
    starterMay: (user, job) => exportsService.mayRun(user, job),
    run: (job) => exportsService.run(job),
    onEnd: (job) => exportsService.failed(job.siteId, job.params as unknown as ExportJobParams, job.error ?? 'Export annulé'),
  });
  jobs.define<ExecuteJobParams, unknown>({
    kind: EXECUTE_JOB,
    label: 'Exécution sur une liste',
    // Not idempotent ($inc, $push): a second attempt would apply the command again to the records the first changed.
    // What it changed stays in its undo log: a person undoes it, or runs it again on a narrower filter.
    retryLimit: 0,
    starterMay: (user, job) => execute.mayRun(user, job),
    run: (job) => execute.run(job),
  });
  jobs.define<{ executionId: string; type: string; user: SessionUser }, unknown>({
    kind: UNDO_JOB,
    label: "Annulation d'une exécution",
    // A second attempt would find the records the first put back changed since the execution, and report them so.
    retryLimit: 0,
    starterMay: (user, job) => execute.mayUndo(user, job),
    run: (job) => execute.runUndo(job),
  });
  jobs.define<AccountingJobParams, unknown>({
    kind: ACCOUNTING_JOB,
    label: 'Export comptable',
    // A second attempt would find the payout already written by the first, and warn that it was already exported.
    retryLimit: 0,
    starterMay: (user, job) => accounting.mayRun(user, job),
    run: (job) => accounting.run(job),
    onEnd: (job) => exportsService.failed(job.siteId, job.params as unknown as ExportJobParams, job.error ?? 'Export annulé'),
  });
}

// Job kinds of the exports domain (design.md §10). None has a `right`: they start only through this domain's routes,
// which check the caller and hand the job their session user.
import type { JobKind } from '../../jobs/types.js';
import { EXECUTE_JOB, UNDO_JOB, type ExecuteJobParams, type ExecuteService } from './execute.js';
import { EXPORT_JOB, type ExportJobParams, type ExportService } from './service.js';

export function exportJobKinds(exportsService: ExportService, execute: ExecuteService): JobKind<never>[] {
  const exportKind: JobKind<ExportJobParams> = {
    kind: EXPORT_JOB,
    label: 'Export CSV',
    concurrency: 2,
    retryLimit: 0,
    run: (job) => exportsService.run(job),
    onEnd: (job) => exportsService.failed(job.siteId, job.params as unknown as ExportJobParams, job.error ?? 'Export annulé'),
  };
  const executeKind: JobKind<ExecuteJobParams> = {
    kind: EXECUTE_JOB,
    label: 'Exécution sur une liste',
    retryLimit: 0,
    run: (job) => execute.run(job),
  };
  const undoKind: JobKind<Parameters<ExecuteService['runUndo']>[0]['params']> = {
    kind: UNDO_JOB,
    label: "Annulation d'une exécution",
    retryLimit: 0,
    run: (job) => execute.runUndo(job),
  };
  return [exportKind, executeKind, undoKind] as unknown as JobKind<never>[];
}

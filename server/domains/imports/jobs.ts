// Job kinds of the imports domain (design.md §10). None has a `right`: they start only through this domain's routes,
// which check the caller; each asks the same again of its starter's current account before each batch.
import type { JobService } from '../../jobs/index.js';
import type { FileStore } from '../../storage/fileStore.js';
import { importFilesRetentionJob } from './retention.js';
import { CHECK_JOB, RUN_JOB, type ImportJobParams, type ImportService } from './service.js';
import { UNDO_JOB, type ImportUndo } from './undo.js';

const paramsOf = (params: Record<string, unknown>) => params as unknown as ImportJobParams;

export function defineImportJobs(jobs: Pick<JobService, 'define'>, imports: ImportService, undo: ImportUndo, store: FileStore): void {
  jobs.define(importFilesRetentionJob(store));
  jobs.define<ImportJobParams, unknown>({
    kind: CHECK_JOB,
    label: "Essai à blanc d'un import",
    // It writes nothing but its report: a second attempt reads the file again.
    retryLimit: 1,
    starterMay: (user, job) => imports.mayRun(user, job),
    run: (job) => imports.run(job, true),
    onEnd: (job) => imports.ended(paramsOf(job.params)),
  });
  jobs.define<ImportJobParams, unknown>({
    kind: RUN_JOB,
    label: 'Import',
    // Safe to run again: each row's identity finds the record a first attempt wrote, left unchanged.
    retryLimit: 1,
    timeoutSeconds: 6 * 3600,
    starterMay: (user, job) => imports.mayRun(user, job),
    run: (job) => imports.run(job, false),
    onEnd: (job) => imports.ended(paramsOf(job.params)),
  });
  jobs.define<ImportJobParams, unknown>({
    kind: UNDO_JOB,
    label: "Annulation d'un import",
    // What a first attempt put back is marked: a second one goes on with the rest.
    retryLimit: 1,
    starterMay: (user, job) => imports.mayRun(user, job),
    run: (job) => undo.run(job),
    onEnd: (job) => undo.ended(paramsOf(job.params)),
  });
}

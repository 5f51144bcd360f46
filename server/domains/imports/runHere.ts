// `npm run import` (scripts/import.ts): a dry run or an import run in the calling process, by the same pass as its job
// (ImportService.run), acting as the console user given, so that a terminal needs no job worker. Its writes are that
// user's, through the records service, as a job's are its starter's.
import type { ImportRun } from '../../../model/imports/index.js';
import { AppError } from '../../errors.js';
import type { JobContext } from '../../jobs/types.js';
import type { CallContext } from '../../services/access.js';
import { CHECK_JOB, RUN_JOB, type ImportJobParams, type ImportService } from './service.js';

/** Runs the pass; a refusal (a file that cannot be read, a right lost) is the import's state and fileError, and returned. */
export async function runHere(
  imports: ImportService,
  ctx: CallContext,
  id: string,
  run: ImportRun,
  dryRun: boolean,
  print: (line: string) => void,
): Promise<string | undefined> {
  const params = await imports.claim(ctx, id, run, dryRun);
  const job: JobContext<ImportJobParams> = {
    id: `terminal-${id}`,
    kind: dryRun ? CHECK_JOB : RUN_JOB,
    siteId: ctx.siteId,
    params,
    startedBy: { id: ctx.user._id, login: ctx.user.login },
    user: ctx.user,
    attempt: 1,
    signal: new AbortController().signal,
    progress: async (_fraction, text) => {
      // The job asks its starter's rights again before each batch; here, the type's.
      imports.mayRun(ctx.user, job);
      if (text) print(`  ${text}`);
    },
    log: async (text) => print(text),
    pool: imports.pool,
  };
  try {
    await imports.run(job, dryRun);
    return undefined;
  } catch (err) {
    await imports.ended(params);
    if (err instanceof AppError && err.status < 500) return err.message;
    throw err;
  }
}

// The job whose run is going on (its handler and everything it calls, however deep): the runner runs each handler
// inside `inJob`, so that what the run writes names it (services/writeOrigin.ts reads it for the records' versions).
import { AsyncLocalStorage } from 'node:async_hooks';

const runningJob = new AsyncLocalStorage<string>();

export const inJob = <T>(jobId: string, run: () => Promise<T>): Promise<T> => runningJob.run(jobId, run);

/** The id of the job running now, if this code runs within one. */
export const runningJobId = (): string | undefined => runningJob.getStore();

// Through what a write comes (the 'Historique' tab's "how"): a person's console, another server's API token, or a
// background job. Jobs run their handler inside `inJob` (server/jobs/runningJob.ts), so that every write of the run,
// however deep, names it.
import type pg from 'pg';
import type { CopySource } from '../../model/history/index.js';
import { runningJobId } from '../jobs/runningJob.js';
import { inTransaction } from '../storage/db.js';
import { setWriteOrigin, type WriteOrigin } from '../storage/recordVersions.js';

/** An API token's user is `token:{id}` (domains/environments/tokens.ts tokenUser). */
const isTokenUser = (user: { _id?: string } | undefined) => !!user?._id?.startsWith('token:');

/** The origin of a write made for `user` (none: the system's), within the job running now if any; a copy names its source. */
export function writeOriginOf(user: { _id?: string; login?: string } | undefined, action?: string, copiedFrom?: CopySource): WriteOrigin {
  const jobId = runningJobId();
  const via = jobId ? 'job' : isTokenUser(user) ? 'api' : user?._id ? 'console' : 'system';
  return { userId: user?._id, login: user?.login, via, ...(jobId && { jobId }), ...(action && { action }), ...(copiedFrom && { copiedFrom }) };
}

/**
 * A transaction whose record writes name `user` (and the job running now, if any) in their versions: for the domains'
 * own SQL on records (tools, exports, the encoding queue), as the records service does for the writes it makes.
 */
export const writingAs = <T>(
  pool: pg.Pool,
  user: { _id?: string; login?: string } | undefined,
  write: (db: pg.PoolClient) => Promise<T>,
): Promise<T> =>
  inTransaction(pool, async (db) => {
    await setWriteOrigin(db, writeOriginOf(user));
    return write(db);
  });

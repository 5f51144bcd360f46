// What this domain uses of the job system (server/jobs/, design.md §10).
import type { JobKind, JobView } from '../../jobs/types.js';

export interface JobStarter {
  define<P>(kind: JobKind<P>): void;
  start(kind: string, opts: { siteId: string; params: Record<string, unknown>; startedBy: { id: string; login: string } | null }): Promise<JobView>;
  get(id: string): Promise<JobView | undefined>;
}

// What this domain uses of the job system (server/jobs/, design.md §10).
import type { JobService } from '../../jobs/index.js';

export type JobStarter = Pick<JobService, 'define' | 'start' | 'get'>;

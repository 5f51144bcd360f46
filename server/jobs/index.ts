// The job system (design.md §10): JobService (define kinds, start, follow, cancel), its API routes, its contract.
export { JobService } from './service.js';
export { jobRoutes } from './routes.js';
export type { JobContext, JobKind, JobState, JobStep, JobView } from './types.js';

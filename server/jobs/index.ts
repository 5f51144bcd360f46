// The job system (design.md §10): JobService (define kinds, start, follow, cancel) and its contract. Its API routes
// are the jobs domain's (server/domains/jobs).
export { JobService } from './service.js';
export type { JobKind } from './types.js';

// Who may see, start and cancel a job (design.md §5): the one who started it, super administrators, and users
// holding the kind's right on the job's site.
import { canAccessSite, hasRight, type SessionUser } from '../../model/rights.js';
import type { JobKind, JobView } from './types.js';

export function canSeeJob(user: SessionUser, job: Pick<JobView, 'siteId' | 'startedBy'>, kind: JobKind | undefined): boolean {
  if (user.superAdmin) return true;
  if (job.startedBy?.id === user._id) return true;
  return !!kind?.right && kind.right !== 'superAdmin' && hasRight(user, kind.right) && canAccessSite(user, job.siteId);
}

/** Starting through POST /api/{siteId}/jobs/{kind}: kinds that declare a right only. */
export function canStartJob(user: SessionUser, siteId: string, kind: JobKind): boolean {
  if (!kind.right) return false;
  return hasRight(user, kind.right) && canAccessSite(user, siteId);
}

// The session user of an AdminUser record's document (its id, login, flags, sites and rights), as the server reads it
// at login, on each request's session, for a job's starter (server/jobs/starterRights.ts) and for `npm run import`.
import { RIGHT_FLAGS, type SessionUser } from './rights.js';

export function sessionUserOf(id: string, doc: Record<string, unknown>): SessionUser {
  const rights = (doc.rights ?? {}) as Record<string, unknown>;
  return {
    _id: id,
    login: String(doc.login ?? ''),
    isDeveloper: doc.isDeveloper === true,
    superAdmin: doc.superAdmin === true,
    siteIds: Array.isArray(doc.siteIds) ? doc.siteIds.filter((s): s is string => typeof s === 'string') : [],
    rights: Object.fromEntries(RIGHT_FLAGS.map((f) => [f, rights[f] === true])),
  };
}

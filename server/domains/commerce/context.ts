// What the commerce areas' routes and jobs share: the public site of a site (where the
// front's links lead), the right of the users section, and whom a job acts as.
import { AppError, badRequest } from '../../errors.js';
import type { Actor } from '../../services/domainWriter.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';

/** The public site of a site (its domain), where the front's links lead. */
export function siteOrigin(sites: SiteDirectory, siteId: string): string {
  const domain = sites.get(siteId)?.domain;
  if (!domain) throw badRequest('NO_DOMAIN', "Ce site n'a pas de domaine public : renseignez-le dans la fiche du site");
  return `https://${domain}`;
}

/** Provider data and login-as belong with the users section: its right, not a labels-only read of User. */
export const usersRight = { right: 'users' } as const;

/** A job acts as whoever started it, else under its kind's name. */
export const actorOf = (startedBy: { id: string; login: string } | null, kind: string): Actor =>
  startedBy ? { userId: startedBy.id, login: startedBy.login } : { login: kind };

export function knownSite(sites: SiteDirectory, siteId: string): void {
  if (!sites.has(siteId)) throw new AppError(404, 'NOT_FOUND', 'Site inconnu');
}

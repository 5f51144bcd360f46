import { useSessionUser, useSiteId } from '../../shared';

export interface SiteInfo {
  _id: string;
  label?: string;
  domain?: string;
}

/** The current site as the session lists it (`sites` of GET /api/auth/me), for its public domain. */
export function useSiteInfo(): SiteInfo {
  const siteId = useSiteId();
  const user = useSessionUser() as { sites?: SiteInfo[] } | undefined;
  const site = Array.isArray(user?.sites) ? user.sites.find((s) => s?._id === siteId) : undefined;
  return site ?? { _id: siteId };
}

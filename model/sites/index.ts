// A site as the session lists it (GET /api/auth/me `sites`): what the site switcher and the navbar show, and what
// a peer environment answers when its sites are compared.
export interface SiteSummary {
  _id: string;
  label: string;
  domain?: string;
  isProd: boolean;
  /** Stored path of the site's logo in the global file space (the navbar shows it). */
  logo?: string;
}

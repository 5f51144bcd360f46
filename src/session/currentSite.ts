// The current site: the last one opened, kept in localStorage, as long as the user may still open it.
import type { SiteSummary } from '../../model/sites';

const STORAGE_KEY = 'console.currentSiteId';

export const isPermittedSite = (sites: SiteSummary[], siteId: string | undefined): boolean => !!siteId && sites.some((site) => site._id === siteId);

/** The remembered site if still permitted, else the first permitted one (undefined when there is none). */
export function pickCurrentSite(sites: SiteSummary[], remembered: string | null | undefined): string | undefined {
  return isPermittedSite(sites, remembered ?? undefined) ? (remembered as string) : sites[0]?._id;
}

export const readRememberedSite = (): string | null => localStorage.getItem(STORAGE_KEY);

export const rememberSite = (siteId: string): void => localStorage.setItem(STORAGE_KEY, siteId);

import { useBasename } from 'react-admin';

/** The site named by the admin's basename `/{siteId}` (one react-admin per site): decoded, '' outside a site. */
function siteIdOf(basename: string): string {
  const first = basename.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** The current site: the one way the console derives it, anywhere below the per-site admin. */
export const useSiteId = (): string => siteIdOf(useBasename());

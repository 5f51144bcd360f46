import { useBasename } from 'react-admin';

/** The site of the admin: its basename is `/{siteId}` (file and image URLs are per site). */
export function siteIdOf(basename: string): string {
  const first = basename.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

export const useSiteId = (): string => siteIdOf(useBasename());

// Custom screens (custom-pages/) inside a section: which one a path below the section leads to.
import type { CustomPage } from '../../custom-pages/types';

export interface CustomPageMatch {
  page: CustomPage;
  /** The decoded segments below the page's path. */
  subPath: string[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The custom page of the section whose path prefixes `rest` (the longest wins) and that serves what follows,
 * or undefined. Matching is case-sensitive, as for collections (spec 000 §2).
 */
export function matchCustomPage(pages: readonly CustomPage[], sectionId: string, rest: string): CustomPageMatch | undefined {
  const segments = segmentsOf(rest);
  let best: CustomPageMatch | undefined;
  let bestLength = 0;
  for (const page of pages) {
    if (page.section !== sectionId) continue;
    const base = segmentsOf(page.path);
    if (!base.length || base.length > segments.length || !base.every((segment, i) => segments[i] === segment)) continue;
    const subPath = segments.slice(base.length).map(decoded);
    if (base.length > bestLength && (page.serves?.(subPath) ?? true)) {
      best = { page, subPath };
      bestLength = base.length;
    }
  }
  return best;
}

/** The sidebar shortcuts that custom pages add to a section, as paths below the section. */
export const customShortcutsOf = (pages: readonly CustomPage[], sectionId: string): { label: string; path: string }[] =>
  pages.filter((page) => page.section === sectionId && page.sidebar === 'shortcuts').map(({ label, path }) => ({ label, path }));

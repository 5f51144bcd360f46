// Link (spec 000 §3): an external url, or an internal page (pageId) with its name.
import { isSafeUrl } from '../../../model/urlPolicy';

export interface LinkValue {
  url?: string;
  pageId?: string;
  name?: string;
}

export type LinkKind = 'url' | 'page';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Any stored value read as a link (a bare string is a url). */
export function linkOf(value: unknown): LinkValue {
  if (typeof value === 'string') return value ? { url: value } : {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const { url, pageId, name } = value as Record<string, unknown>;
  const link: LinkValue = {};
  if (text(url)) link.url = text(url);
  if (text(pageId)) link.pageId = text(pageId);
  if (text(name)) link.name = text(name);
  return link;
}

/** A link to a page is internal; anything else (or nothing) is an external url. */
export const linkKindOf = (link: LinkValue): LinkKind => (link.pageId && !link.url ? 'page' : 'url');

/** The value to store: only the keys of its kind, null when empty. */
export function storedLink(link: LinkValue, kind: LinkKind): LinkValue | null {
  if (kind === 'url') return link.url ? { url: link.url } : null;
  if (!link.pageId) return link.name ? { name: link.name } : null;
  return link.name ? { pageId: link.pageId, name: link.name } : { pageId: link.pageId };
}

/**
 * The address a reader follows: an external url as is, a site path or a page on the site's domain.
 * A page without a route is served at /p/{pageId}. A stored url the URL policy refuses (older data) is not followed.
 */
export function publicLinkOf(link: LinkValue, site: { domain?: string; pageRoute?: string } = {}): string | undefined {
  const onSite = (path: string) => {
    const clean = path.startsWith('/') ? path : `/${path}`;
    return site.domain ? `https://${site.domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '')}${clean}` : clean;
  };
  if (link.url) return !isSafeUrl(link.url) ? undefined : link.url.startsWith('/') ? onSite(link.url) : link.url;
  if (link.pageId) return onSite(site.pageRoute || `/p/${encodeURIComponent(link.pageId)}`);
  return undefined;
}

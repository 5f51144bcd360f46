// The known sites, cached: every per-site call checks its site exists and is permitted to the user.
import { canAccessSite, type SessionUser } from '../../model/rights.js';
import type { SiteSummary } from '../../model/sites/index.js';
import type { Queryable } from '../storage/db.js';
import { allDocuments } from '../storage/documents.js';
import { GLOBAL_SITE } from './schemaRegistry.js';

/** The stored path of an image value (a path, a /api/global/files URL, or a block {src}). */
function storedPathOf(value: unknown): string | undefined {
  const src = value && typeof value === 'object' ? (value as { src?: unknown }).src : value;
  if (typeof src !== 'string') return undefined;
  return src.split('?')[0].replace(/^\/api\/global\/(files|images)(?=\/)/, '');
}

export class SiteDirectory {
  private sites = new Map<string, SiteSummary>();
  private logos = new Set<string>();

  async load(db: Queryable): Promise<void> {
    const docs = await allDocuments(db, GLOBAL_SITE, 'Site');
    this.sites = new Map(
      docs.map((d) => [
        d.id,
        {
          _id: d.id,
          label: typeof d.doc.label === 'string' ? d.doc.label : d.id,
          domain: typeof d.doc.domain === 'string' ? d.doc.domain : undefined,
          isProd: d.doc.isProd === true,
          logo: storedPathOf(d.doc.logo),
        },
      ]),
    );
    this.logos = new Set(docs.map((d) => storedPathOf(d.doc.logo)).filter((p): p is string => !!p));
  }

  /** Whether a file of the global space is a site's logo: the one global file every console shows. */
  isLogo(storedPath: string): boolean {
    return this.logos.has(storedPath);
  }

  get(siteId: string): SiteSummary | undefined {
    return this.sites.get(siteId);
  }

  has(siteId: string): boolean {
    return this.sites.has(siteId);
  }

  /** Every site's id (the blank template included), for jobs that go over all sites. */
  ids(): string[] {
    return [...this.sites.keys()];
  }

  /** The sites a user may open, sorted by label; the blank template only for super administrators. */
  permittedFor(user: SessionUser): SiteSummary[] {
    return [...this.sites.values()].filter((s) => canAccessSite(user, s._id)).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }
}

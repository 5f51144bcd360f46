// The known sites, cached: every per-site call checks its site exists and is permitted to the user.
import { BLANK_TEMPLATE_SITE_ID } from '../../model/constants.js';
import { canAccessSite, type SessionUser } from '../../model/rights.js';
import type { Queryable } from '../storage/db.js';
import { allDocuments } from '../storage/documents.js';
import { GLOBAL_SITE } from './schemaRegistry.js';

export interface SiteSummary { _id: string; label: string; domain?: string; isProd: boolean }

export class SiteDirectory {
  private sites = new Map<string, SiteSummary>();

  async load(db: Queryable): Promise<void> {
    const docs = await allDocuments(db, GLOBAL_SITE, 'Site');
    this.sites = new Map(docs.map((d) => [d.id, {
      _id: d.id,
      label: typeof d.doc.label === 'string' ? d.doc.label : d.id,
      domain: typeof d.doc.domain === 'string' ? d.doc.domain : undefined,
      isProd: d.doc.isProd === true,
    }]));
  }

  has(siteId: string): boolean {
    return this.sites.has(siteId);
  }

  /** The sites a user may open, sorted by label; the blank template only for super administrators. */
  permittedFor(user: SessionUser): SiteSummary[] {
    return [...this.sites.values()]
      .filter((s) => canAccessSite(user, s._id) && (s._id !== BLANK_TEMPLATE_SITE_ID || user.superAdmin))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  }
}

// Where the records of an exported or executed type live. Every list but Page and schema has the Export and Execute
// tabs (spec 000 §2 List tabs), global ones too (Site, AdminUser, VideoServer): their records are read and written in
// the global space, while the Export record and the job belong to the site whose console started them.
import { checkSite, type CallContext } from '../../services/access.js';
import { notFound } from '../../errors.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from '../../services/schemaRegistry.js';
import type { SiteDirectory } from '../../services/siteDirectory.js';

/** The call as the records of `type` are reached: the same site, or the global space for a global type. */
export function recordsContext(registry: SchemaRegistry, sites: SiteDirectory, ctx: CallContext, type: string): CallContext {
  if (ctx.siteId === GLOBAL_SITE) throw notFound('Les exports et les exécutions se lancent depuis un site');
  checkSite(sites, ctx);
  const schema = registry.get(type);
  return schema && isGlobalSchema(schema) ? { ...ctx, siteId: GLOBAL_SITE } : ctx;
}

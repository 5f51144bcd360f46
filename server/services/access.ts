// Rights (design.md §5) for one call: which schema, on which site, may this user read or write.
import type { CopySource } from '../../model/history/index.js';
import type { DataSchema } from '../../model/metaSchema.js';
import { canAccessSite, hasAnyRight, type SessionUser } from '../../model/rights.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { GLOBAL_SITE, isGlobalSchema, type SchemaRegistry } from './schemaRegistry.js';
import type { SiteDirectory } from './siteDirectory.js';

export interface CallContext {
  user: SessionUser;
  siteId: string;
  /** The client address, for the audit log. */
  ip?: string;
  /** The call writes a copy of a record of this site (environments' copy): its versions say so. */
  copiedFrom?: CopySource;
}

export function checkSite(sites: SiteDirectory, ctx: CallContext): void {
  if (ctx.siteId === GLOBAL_SITE) return;
  if (!sites.has(ctx.siteId)) throw notFound('Site inconnu');
  if (!canAccessSite(ctx.user, ctx.siteId)) throw forbidden("Vous n'avez pas accès à ce site");
}

export interface Access {
  schema: DataSchema;
  /** Read through a reference only: the records' labels, nothing else (see recordReader.ts). */
  labelsOnly: boolean;
  /** Read without the type's right, some records only: those its domain opens to this user (RecordHooks.readScope). */
  scoped?: boolean;
}

/**
 * What a call needs of a type: `read` (its labels through a reference are enough), `records` (its records themselves:
 * presence on them), `write`.
 */
export type RecordNeed = 'read' | 'records' | 'write';

/** How a type's records may be read beyond its rights (the record hooks say it). */
export interface ReadOpening {
  readByEveryone?: boolean;
  scoped?: boolean;
}

/** How a user may read `type` on that site: fully, by its labels only, some records only, or not at all (403/404). */
export function resolveRead(registry: SchemaRegistry, sites: SiteDirectory, ctx: CallContext, type: string, opening: ReadOpening = {}): Access {
  const schema = knownSchema(registry, sites, ctx, type);
  const rights = registry.rightsOf(schema._id);
  if (opening.readByEveryone || hasAnyRight(ctx.user, rights.full)) return { schema, labelsOnly: false };
  if (opening.scoped) return { schema, labelsOnly: false, scoped: true };
  // A per-site type that a permitted type points at (references, data sources): its labels, for pickers.
  if (!isGlobalSchema(schema) && hasAnyRight(ctx.user, rights.labels)) return { schema, labelsOnly: true };
  throw forbidden("Vous n'avez pas le droit d'accéder à cette section");
}

/** The schema of `type` if the user may write it on that site; 401/403/404 otherwise. */
export function resolveWrite(registry: SchemaRegistry, sites: SiteDirectory, ctx: CallContext, type: string): DataSchema {
  const schema = knownSchema(registry, sites, ctx, type);
  if (ctx.user.superAdmin) return schema;
  if (isGlobalSchema(schema)) throw forbidden('Seul un super administrateur peut modifier cette ressource');
  if (!hasAnyRight(ctx.user, registry.rightsOf(schema._id).full)) throw forbidden("Vous n'avez pas le droit d'accéder à cette section");
  return schema;
}

function knownSchema(registry: SchemaRegistry, sites: SiteDirectory, ctx: CallContext, type: string): DataSchema {
  const schema = registry.get(type);
  // A type of the other space (global vs per site) is unknown there: records never cross spaces.
  if (!schema || schema.hasAssociatedDBCollection === false || isGlobalSchema(schema) !== (ctx.siteId === GLOBAL_SITE)) {
    throw notFound(`Type inconnu : ${type.slice(0, 100)}`);
  }
  checkSite(sites, ctx);
  if (schema.showForInstances?.length && ctx.siteId !== GLOBAL_SITE && !schema.showForInstances.includes(ctx.siteId)) {
    throw notFound(`Type inconnu pour ce site : ${type}`);
  }
  return schema;
}

export const archivedNeedsDeveloper = (user: SessionUser): void => {
  if (!user.isDeveloper && !user.superAdmin) throw new AppError(403, 'FORBIDDEN', 'Les archives sont réservées aux développeurs');
};

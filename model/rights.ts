// Rights table (design.md §5), closed by default: which session-user flag opens which section, which rights open each
// record type, and which sites a user may reach. Nothing is open because a lookup found no right.
import { BLANK_TEMPLATE_SITE_ID } from './constants.js';
import type { DataSchema } from './metaSchema.js';
import { descriptorOf } from './propertyTypes.js';
import { visitProperties } from './propertyTree.js';

export const RIGHT_FLAGS = ['siteConfig', 'contents', 'products', 'users', 'admin', 'hasDataSectionAccess', 'hasToolsAccess'] as const;
export type RightFlag = (typeof RIGHT_FLAGS)[number];
export type RightName = RightFlag | 'superAdmin';

export interface SessionUser {
  _id: string;
  login: string;
  isDeveloper?: boolean;
  superAdmin?: boolean;
  siteIds?: string[];
  rights?: Partial<Record<RightFlag, boolean>>;
}

const SECTION_RIGHTS: Record<string, RightName> = {
  site: 'siteConfig',
  contents: 'contents',
  encoding: 'contents',
  products: 'products',
  users: 'users',
  payments: 'users',
  data: 'hasDataSectionAccess',
  admin: 'admin',
  tools: 'hasToolsAccess',
  superadmin: 'superAdmin',
};

/** Types shown only inside others (pickers, embedded forms): they take the rights of the sections that show them. */
export const SHOWN_INSIDE_OTHERS = 'noneButDisplayable';

/** The right of a section; a section the table does not name (missing, unknown, shown inside others) is super administrators'. */
export const rightOfSection = (sectionId: string | undefined): RightName =>
  (sectionId && Object.hasOwn(SECTION_RIGHTS, sectionId) && SECTION_RIGHTS[sectionId]) || 'superAdmin';

/** A super administrator holds every right. */
export function hasRight(user: SessionUser, right: RightName): boolean {
  if (user.superAdmin) return true;
  if (right === 'superAdmin') return false;
  return user.rights?.[right] === true;
}

export const hasAnyRight = (user: SessionUser, rights: Iterable<RightName>): boolean => [...rights].some((right) => hasRight(user, right));

export const canAccessSection = (user: SessionUser, sectionId: string | undefined): boolean => hasRight(user, rightOfSection(sectionId));

/**
 * Empty or missing siteIds means every site but the blank template: 'Initialiser le site' copies the template into new
 * sites, so it is the super administrators' alone, whatever a user's siteIds say.
 */
export function canAccessSite(user: SessionUser, siteId: string): boolean {
  if (user.superAdmin) return true;
  if (siteId === BLANK_TEMPLATE_SITE_ID) return false;
  return !user.siteIds?.length || user.siteIds.includes(siteId);
}

export interface TypeRights {
  /** Rights that read and write the type in full. */
  full: ReadonlySet<RightName>;
  /** Rights that read its records' labels only, to pick one: those of the sections whose types point at it. */
  labels: ReadonlySet<RightName>;
}

type RightsSchema = Pick<DataSchema, '_id' | 'section' | 'propertiesList'>;

/**
 * The rights of every type, from the sections table: a type of a named section has that section's right; a type shown
 * inside others has the rights of the types that point at it (references, embedded types, data sources; followed
 * through other such types), else super administrators only. Whoever holds a right of a type pointing at another reads
 * that other's labels.
 */
export function typeRightsOf(schemas: readonly RightsSchema[]): Map<string, TypeRights> {
  const pointedBy = new Map<string, Set<string>>();
  for (const s of schemas) {
    const add = (target: unknown) => {
      if (typeof target !== 'string' || !target || target === s._id) return;
      if (!pointedBy.has(target)) pointedBy.set(target, new Set());
      pointedBy.get(target)!.add(s._id);
    };
    visitProperties(s.propertiesList, (p) => {
      for (const t of Array.isArray(p.objectType) ? p.objectType : [p.objectType]) add(t);
      add(p.itemSchema?.objectType);
      add(p.dataSource?.resource);
    });
  }
  const byId = new Map(schemas.map((s) => [s._id, s]));
  const full = new Map<string, Set<RightName>>();
  const fullOf = (id: string, seen: Set<string>): Set<RightName> => {
    const known = full.get(id);
    if (known) return known;
    const section = byId.get(id)?.section;
    if (section !== SHOWN_INSIDE_OTHERS) return new Set([rightOfSection(section)]);
    if (seen.has(id)) return new Set();
    seen.add(id);
    const rights = new Set<RightName>();
    for (const parent of pointedBy.get(id) ?? []) for (const right of fullOf(parent, seen)) rights.add(right);
    seen.delete(id);
    return rights;
  };
  for (const s of schemas) {
    const rights = fullOf(s._id, new Set());
    full.set(s._id, rights.size ? rights : new Set(['superAdmin']));
  }
  const table = new Map<string, TypeRights>();
  for (const s of schemas) {
    const labels = new Set<RightName>();
    for (const parent of pointedBy.get(s._id) ?? []) for (const right of full.get(parent) ?? []) labels.add(right);
    table.set(s._id, { full: full.get(s._id)!, labels });
  }
  return table;
}

/** A type whose records hold uploaded files: a file or image property, or rich text (its images), at any depth. */
function holdsFiles(schema: RightsSchema): boolean {
  let found = false;
  visitProperties(schema.propertiesList, (p) => {
    const descriptor = descriptorOf(p.type);
    found ||= descriptor?.links === 'file' || descriptor?.richText === true;
  });
  return found;
}

/**
 * Who may upload to a site: the rights that write a site type holding files (an upload is for such a record). Empty
 * when no type holds any: super administrators only, as everything the table does not name.
 */
export function uploadRightsOf(
  schemas: readonly (RightsSchema & Pick<DataSchema, 'storedInInstanceDatabase'>)[],
  table = typeRightsOf(schemas),
): ReadonlySet<RightName> {
  const rights = new Set<RightName>();
  for (const s of schemas) {
    if (s.storedInInstanceDatabase === false || !holdsFiles(s)) continue;
    for (const right of table.get(s._id)?.full ?? []) rights.add(right);
  }
  return rights;
}

// Rights table (design.md §5): which session-user flag opens which section, and which sites a user may reach.
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

export const rightOfSection = (sectionId: string | undefined): RightName | undefined => (sectionId ? SECTION_RIGHTS[sectionId] : undefined);

/** A super administrator holds every right; a section with no right is open. */
export function hasRight(user: SessionUser, right: RightName | undefined): boolean {
  if (!right) return true;
  if (user.superAdmin) return true;
  if (right === 'superAdmin') return false;
  return user.rights?.[right] === true;
}

export const canAccessSection = (user: SessionUser, sectionId: string | undefined): boolean => hasRight(user, rightOfSection(sectionId));

/** Empty or missing siteIds means every site. */
export function canAccessSite(user: SessionUser, siteId: string): boolean {
  if (user.superAdmin) return true;
  return !user.siteIds?.length || user.siteIds.includes(siteId);
}

// How a token reads in the list.
export interface ApiToken {
  id: string;
  name: string;
  scope: 'read' | 'read-write';
  siteIds: string[];
  createdByLogin: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** Only in the answer of its creation. */
  token?: string;
}

export const SCOPE_LABELS: Record<ApiToken['scope'], string> = { read: 'Lecture', 'read-write': 'Lecture et écriture' };

export function tokenState(token: ApiToken, now = Date.now()): 'Actif' | 'Révoqué' | 'Expiré' {
  if (token.revokedAt) return 'Révoqué';
  return new Date(token.expiresAt).getTime() <= now ? 'Expiré' : 'Actif';
}

/** The default expiry of a new token: 90 days, as a date input's value. */
export const defaultExpiry = (now = new Date()): string => new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);

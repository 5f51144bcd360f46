// How a token reads in the list.
import type { ApiToken } from '../../../model/environments';

export const SCOPE_LABELS: Record<ApiToken['scope'], string> = { read: 'Lecture', 'read-write': 'Lecture et écriture' };

export function tokenState(token: ApiToken, now = Date.now()): 'Actif' | 'Révoqué' | 'Expiré' {
  if (token.revokedAt) return 'Révoqué';
  return new Date(token.expiresAt).getTime() <= now ? 'Expiré' : 'Actif';
}

/** The default expiry of a new token: 90 days, as a date input's value. */
export const defaultExpiry = (now = new Date()): string => new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);

// Single sign-on calls (docs/api.md "Authentification unique"): the providers the login page offers, and the logout
// that also answers the provider's end-session address (kept for the login page to offer once).
import type { SsoProviderButton } from '../../model/sso';
import { apiFetch } from '../providers/http';

const END_SESSION_KEY = 'console.sso.endSession';

export const fetchSsoProviders = async (): Promise<SsoProviderButton[]> => (await apiFetch<SsoProviderButton[]>('/api/auth/sso/providers')).body;

/** Where a provider's button sends the browser: the console's start of the flow, back to this page once signed in. */
export const ssoStartUrl = (providerId: string, returnTo: string): string =>
  `/api/auth/sso/${encodeURIComponent(providerId)}/start?returnTo=${encodeURIComponent(returnTo)}`;

/** Ends the session (a password one as well); a provider's session leaves its end-session address for the login page. */
export async function postSsoLogout(): Promise<void> {
  const { body } = await apiFetch<{ endSessionUrl?: string }>('/api/auth/sso/logout', { method: 'POST' });
  if (body.endSessionUrl) sessionStorage.setItem(END_SESSION_KEY, body.endSessionUrl);
}

/** The provider's end-session address left by the last logout, taken once. */
export function takeProviderLogout(): string | undefined {
  const url = sessionStorage.getItem(END_SESSION_KEY) ?? undefined;
  sessionStorage.removeItem(END_SESSION_KEY);
  return url && /^https?:\/\//.test(url) ? url : undefined;
}

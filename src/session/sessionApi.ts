// Session calls (docs/api.md "Session"): the session user also lists the sites it may open and the environment.
import type { ConsoleUser } from '../../model/session';
import { apiFetch } from '../providers/http';
import type { SecondStep } from './secondFactorApi';
import { postSsoLogout } from './ssoApi';

/** The logged-in user, or null when there is no session (401). */
export async function fetchSessionUser(): Promise<ConsoleUser | null> {
  try {
    return (await apiFetch<ConsoleUser>('/api/auth/me')).body;
  } catch (error) {
    if ((error as { status?: number }).status === 401) return null;
    throw error;
  }
}

/** The session user, or the second step a right password leads to (202, server/domains/sign-in-factors). */
export const postLogin = async (login: string, password: string): Promise<ConsoleUser | SecondStep> =>
  (await apiFetch<ConsoleUser | SecondStep>('/api/auth/login', { method: 'POST', body: { login, password } })).body;

/** Through the SSO route: it ends any session, and answers the provider's end-session address for a provider's one. */
export const postLogout = postSsoLogout;

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

let started: Promise<ConsoleUser | null> | undefined;

/** Asks for the session user as the console's code starts, before its first render (the first check takes it). */
export function startSessionCheck(): Promise<ConsoleUser | null> {
  started = fetchSessionUser();
  // Its failure is the first check's to show.
  started.catch(() => undefined);
  return started;
}

/** The check the start began, once; then undefined. */
export function takeStartedCheck(): Promise<ConsoleUser | null> | undefined {
  const taken = started;
  started = undefined;
  return taken;
}

/** The session user, or the second step a right password leads to (202, server/domains/sign-in-factors). */
export const postLogin = async (login: string, password: string): Promise<ConsoleUser | SecondStep> =>
  (await apiFetch<ConsoleUser | SecondStep>('/api/auth/login', { method: 'POST', body: { login, password } })).body;

/** Through the SSO route: it ends any session, and answers the provider's end-session address for a provider's one. */
export const postLogout = postSsoLogout;

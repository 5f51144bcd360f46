// Session calls (docs/api.md "Session"): the session user also lists the sites it may open and the environment.
import type { ConsoleUser } from '../../model/session';
import { earlyRead, type EarlyRead } from '../providers/earlyRead';
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

let started: EarlyRead<ConsoleUser | null> | undefined;

/** Asks for the session user as the console's code starts, before its first render (the first check takes it). */
export function startSessionCheck(): EarlyRead<ConsoleUser | null> {
  started = earlyRead(fetchSessionUser());
  return started;
}

/** The answer of the check the start began, if it has come (not taken: the first check takes it). */
export const startedCheckAnswer = (): { value: ConsoleUser | null } | undefined => started?.answer;

/** The check the start began, once; then undefined. */
export function takeStartedCheck(): Promise<ConsoleUser | null> | undefined {
  const taken = started;
  started = undefined;
  return taken?.promise;
}

/** The session user, or the second step a right password leads to (202, server/domains/sign-in-factors). */
export const postLogin = async (login: string, password: string): Promise<ConsoleUser | SecondStep> =>
  (await apiFetch<ConsoleUser | SecondStep>('/api/auth/login', { method: 'POST', body: { login, password } })).body;

/** Through the SSO route: it ends any session, and answers the provider's end-session address for a provider's one. */
export const postLogout = postSsoLogout;

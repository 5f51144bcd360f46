// Session calls (docs/api.md "Session"): the session user also lists the sites it may open and the environment.
import type { ConsoleUser } from '../../model/session';
import { apiFetch } from '../providers/http';
import type { SecondStep } from './secondFactorApi';

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

export const postLogout = async (): Promise<void> => {
  await apiFetch('/api/auth/logout', { method: 'POST' });
};

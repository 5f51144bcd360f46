// The second step of a sign-in and the passkey sign-in (docs/api.md "Session"), for the login page.
import {
  promptNewPasskey,
  promptPasskey,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from './passkeyPrompts';
import type { ConsoleUser } from '../../model/session';
import { apiFetch } from '../providers/http';

/** The answer of a right password when a second step is needed (202): no session yet. */
export interface SecondStep {
  step: 'factor' | 'setup';
  pendingToken: string;
  /** 'totp', 'recovery', 'passkey': what completes it. */
  methods: string[];
  expiresAt: string;
}

export interface TotpSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

const post = async <T>(url: string, body: unknown): Promise<T> => (await apiFetch<T>(url, { method: 'POST', body })).body;

export const isSecondStep = (answer: ConsoleUser | SecondStep): answer is SecondStep => 'pendingToken' in answer;

export const postFactorCode = (pendingToken: string, code: string) => post<ConsoleUser>('/api/auth/login/factor', { pendingToken, code });

/** Asks the browser for a passkey: any of this site's (`pendingToken` unset), or the pending account's. */
export async function signInWithPasskey(pendingToken?: string): Promise<ConsoleUser> {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', pendingToken ? { pendingToken } : {});
  const credential = await promptPasskey(optionsJSON);
  return post<ConsoleUser>('/api/auth/passkey', { credential, ...(pendingToken && { pendingToken }) });
}

export const startTotpSetup = (pendingToken: string) => post<TotpSetup>('/api/auth/login/setup/totp', { pendingToken });
export const confirmTotpSetup = (pendingToken: string, code: string) =>
  post<{ user: ConsoleUser; recoveryCodes: string[] }>('/api/auth/login/setup/totp/confirm', { pendingToken, code });

/** The forced set-up with a passkey instead: the browser creates one for the pending account, which opens the session. */
export async function setUpPasskey(pendingToken: string): Promise<ConsoleUser> {
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>('/api/auth/login/setup/passkey/options', { pendingToken });
  const credential = await promptNewPasskey(optionsJSON);
  return post<ConsoleUser>('/api/auth/login/setup/passkey', { pendingToken, credential });
}

/** The browser's refusal or cancel of a passkey prompt, in French. */
export const passkeyErrorMessage = (error: unknown): string =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? "Clé d'accès annulée ou refusée par le navigateur"
    : ((error as Error)?.message ?? "Clé d'accès refusée");

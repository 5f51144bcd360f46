// A call the server refuses for want of a recent second factor (REAUTH_REQUIRED: the factors' changes, login-as,
// unlinking a company account, another account's factors) waits for 'Confirmez votre identité' and goes again once the
// factor is given, whichever screen made it; cancelled, it fails with the server's refusal.
import type { HttpError } from 'react-admin';

export interface ReauthGate {
  /** Asks for the factor again: true once given, false when the person cancels (or nothing can ask). */
  ask(): Promise<boolean>;
  /** The screen's prompt answers the asks from now on; the function given back stops it. */
  answerWith(asker: () => Promise<boolean>): () => void;
}

export function createReauthGate(): ReauthGate {
  let asker: (() => Promise<boolean>) | undefined;
  return {
    ask: () => (asker ? asker() : Promise.resolve(false)),
    answerWith(next) {
      asker = next;
      return () => {
        if (asker === next) asker = undefined;
      };
    },
  };
}

const needsFactor = (error: unknown) => (error as HttpError | undefined)?.body?.error === 'REAUTH_REQUIRED';

/** Runs `call`, and once more after the factor is given when the server asked for it. */
export async function withReauth<T>(gate: ReauthGate | undefined, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!gate || !needsFactor(error) || !(await gate.ask())) throw error;
    return call();
  }
}

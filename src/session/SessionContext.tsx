// The session of the whole console: checked once at start, set by the login page, cleared on logout.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { deepEqual } from '../../model/diff';
import type { ConsoleUser } from '../../model/session';
import { isSecondStep, type SecondStep } from './secondFactorApi';
import { fetchSessionUser, postLogin, postLogout, startedCheckAnswer, takeStartedCheck } from './sessionApi';

export type SessionState =
  { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; user: ConsoleUser } | { status: 'unreachable'; message: string };

interface SessionContextValue {
  state: SessionState;
  login(login: string, password: string): Promise<void>;
  /** The password step: signed in, or the second step to take (then `signedIn` with its user). */
  signIn(login: string, password: string): Promise<SecondStep | undefined>;
  /** A second step or a passkey signed in: this user. */
  signedIn(user: ConsoleUser): void;
  /** Ends the session on the server (best effort) and shows the login page. */
  logout(): Promise<void>;
  check(): void;
  /** Reads the session user again without leaving the screen (sites or rights changed); a lost session shows the login page. */
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

const sessionStateOf = (user: ConsoleUser | null): SessionState => (user ? { status: 'authenticated', user } : { status: 'anonymous' });

export function SessionProvider({ children }: { children: ReactNode }) {
  // The entry's check, when it has answered by the first render: that render draws the screen, not the spinner.
  const [state, setState] = useState<SessionState>(() => {
    const answer = startedCheckAnswer();
    return answer ? sessionStateOf(answer.value) : { status: 'checking' };
  });
  const answeredAtFirst = useRef(state.status !== 'checking');

  const follow = useCallback((answer: Promise<ConsoleUser | null>) => {
    setState({ status: 'checking' });
    answer.then(
      (user) => setState(sessionStateOf(user)),
      (error: Error) => setState({ status: 'unreachable', message: error.message }),
    );
  }, []);
  const check = useCallback(() => follow(fetchSessionUser()), [follow]);

  // Once: `follow` never changes (and StrictMode's second run in development finds the answer already taken).
  useEffect(() => {
    const started = takeStartedCheck();
    if (!answeredAtFirst.current) follow(started ?? fetchSessionUser());
  }, [follow]);

  const refresh = useCallback(async () => {
    try {
      const user = await fetchSessionUser();
      // The same user keeps its identity: nothing below re-renders for an event about someone else's site.
      setState((current) =>
        !user
          ? { status: 'anonymous' }
          : current.status === 'authenticated' && deepEqual(current.user, user)
            ? current
            : { status: 'authenticated', user },
      );
    } catch {
      // Unreachable for a moment: keep the current user, the next event or action will try again.
    }
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      check,
      refresh,
      login: async (login, password) => {
        const answer = await postLogin(login, password);
        if (isSecondStep(answer)) throw new Error('Second facteur requis : connectez-vous depuis la page de connexion');
        setState({ status: 'authenticated', user: answer });
      },
      signIn: async (login, password) => {
        const answer = await postLogin(login, password);
        if (isSecondStep(answer)) return answer;
        setState({ status: 'authenticated', user: answer });
        return undefined;
      },
      signedIn: (user) => setState({ status: 'authenticated', user }),
      logout: async () => {
        await postLogout().catch(() => undefined);
        setState({ status: 'anonymous' });
      },
    }),
    [state, check, refresh],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

/** The logged-in user; only for components rendered once the session is authenticated. */
export function useSessionUser(): ConsoleUser {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useSessionUser needs an authenticated session');
  return state.user;
}

// The session of the whole console: checked once at start, set by the login page, cleared on logout.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, postLogin, postLogout, type ConsoleUser } from './sessionApi';

export type SessionState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: ConsoleUser }
  | { status: 'unreachable'; message: string };

interface SessionContextValue {
  state: SessionState;
  login(login: string, password: string): Promise<void>;
  /** Ends the session on the server (best effort) and shows the login page. */
  logout(): Promise<void>;
  check(): void;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  const check = useCallback(() => {
    setState({ status: 'checking' });
    fetchSessionUser().then(
      (user) => setState(user ? { status: 'authenticated', user } : { status: 'anonymous' }),
      (error: Error) => setState({ status: 'unreachable', message: error.message }),
    );
  }, []);

  useEffect(check, [check]);

  const value = useMemo<SessionContextValue>(() => ({
    state,
    check,
    login: async (login, password) => setState({ status: 'authenticated', user: await postLogin(login, password) }),
    logout: async () => {
      await postLogout().catch(() => undefined);
      setState({ status: 'anonymous' });
    },
  }), [state, check]);

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

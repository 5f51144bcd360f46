// react-admin's view of the session held by <SessionProvider>: the login page lives outside the admin,
// so logging out only ends the session here and the console shows that page at the same URL.
import type { AuthProvider } from 'react-admin';
import type { ConsoleUser } from '../../model/session';
import { fetchSessionUser } from '../session/sessionApi';

interface SessionActions {
  user: ConsoleUser;
  login(login: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

// react-admin checks the session at every navigation: asked of the server once a minute at most, since an ended
// session is told anyway by the first call's 401 (checkError) and by the live stream closing.
export const SESSION_RECHECK_MS = 60_000;

export const createAuthProvider = ({ user, login, logout }: SessionActions): AuthProvider => {
  // Made for a session just checked (src/session/SessionContext.tsx).
  let checkedAt = performance.now();
  return {
    login: ({ username, password }) => login(username, password),
    checkAuth: async () => {
      if (performance.now() - checkedAt < SESSION_RECHECK_MS) return;
      if (!(await fetchSessionUser())) throw new Error('ra.auth.auth_check_error');
      checkedAt = performance.now();
    },
    // 401: the session is gone, log out; 403 (no right) only shows the error.
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) throw error;
    },
    logout: async () => {
      await logout();
      return false;
    },
    getPermissions: async () => user,
    getIdentity: async () => ({ id: user._id, fullName: user.login }),
  };
};

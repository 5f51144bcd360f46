import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '../../model/session';

const fetchSessionUser = vi.fn();
vi.mock('../session/sessionApi', () => ({ fetchSessionUser: () => fetchSessionUser() }));
const { createAuthProvider } = await import('./authProvider');

const user = { _id: 'u1', login: 'redac' } as ConsoleUser;
const provider = () => createAuthProvider({ user, login: async () => undefined, logout: async () => undefined });

afterEach(() => {
  vi.useRealTimers();
  fetchSessionUser.mockReset();
});

describe('auth provider', () => {
  it('asks the server for the session once a minute, not at every navigation', async () => {
    vi.useFakeTimers();
    fetchSessionUser.mockResolvedValue(user);
    const auth = provider();
    // Made for a session just checked: the first navigations ask nothing.
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(fetchSessionUser).not.toHaveBeenCalled();
    vi.advanceTimersByTime(61_000);
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(fetchSessionUser).toHaveBeenCalledTimes(1);
  });

  it('refuses when the server has no session any more, and asks again next time', async () => {
    vi.useFakeTimers();
    fetchSessionUser.mockResolvedValue(null);
    const auth = provider();
    vi.advanceTimersByTime(61_000);
    await expect(auth.checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    await expect(auth.checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    expect(fetchSessionUser).toHaveBeenCalledTimes(2);
  });
});

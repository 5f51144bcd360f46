// What a person chose for their own console (table density, developer mode), kept in this browser under their login:
// react-admin's store is per site, and these choices follow the person from one site to the next.
import { useCallback, useSyncExternalStore } from 'react';

export type Density = 'standard' | 'compact';

export interface UserPreferences {
  /** 'compact': tighter rows and controls, for tables read all day. */
  density: Density;
  /** A developer's property keys shown as badges beside the labels (spec 000 §6), on unless turned off. */
  developerMode: boolean;
}

export const DEFAULT_PREFERENCES: UserPreferences = { density: 'standard', developerMode: true };

const storageKey = (login: string) => `console-preferences-${login}`;
const listeners = new Set<() => void>();
/** The parsed value per login: `useSyncExternalStore` needs the same object while nothing changed. */
const cache = new Map<string, { raw: string | null; value: UserPreferences }>();

export function readPreferences(login: string): UserPreferences {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKey(login));
  } catch {
    // Storage refused (private mode, quota): the defaults.
  }
  const cached = cache.get(login);
  if (cached && cached.raw === raw) return cached.value;
  let stored: Partial<UserPreferences> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<UserPreferences>) : {};
  } catch {
    // A damaged entry: the defaults.
  }
  const value: UserPreferences = {
    density: stored.density === 'compact' ? 'compact' : 'standard',
    developerMode: stored.developerMode !== false,
  };
  cache.set(login, { raw, value });
  return value;
}

export function writePreference<K extends keyof UserPreferences>(login: string, key: K, value: UserPreferences[K]): void {
  try {
    localStorage.setItem(storageKey(login), JSON.stringify({ ...readPreferences(login), [key]: value }));
  } catch {
    // Not kept past this page, but shown at once below.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same person changes it too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** One preference of `login` and its setter; every component reading it follows a change at once. */
export function usePreference<K extends keyof UserPreferences>(login: string, key: K): [UserPreferences[K], (value: UserPreferences[K]) => void] {
  const value = useSyncExternalStore(subscribe, () => readPreferences(login)[key]);
  const set = useCallback((next: UserPreferences[K]) => writePreference(login, key, next), [login, key]);
  return [value, set];
}

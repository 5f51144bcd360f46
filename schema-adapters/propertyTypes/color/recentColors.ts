// The 16 colours picked last, remembered in localStorage for every colour input (spec 001 §9: preset colours, 16).
import { useSyncExternalStore } from 'react';
import { canonicalColor } from './colorText';

export const RECENT_COLORS_MAX = 16;
export const RECENT_COLORS_KEY = 'console.recentColors';

/** The list with `color` first, once, at most `max` long. An invalid colour leaves it as is. */
export function withRecentColor(list: readonly string[], color: string, max = RECENT_COLORS_MAX): string[] {
  const canonical = canonicalColor(color);
  if (!canonical) return [...list];
  return [canonical, ...list.filter((c) => canonicalColor(c) !== canonical)].slice(0, max);
}

type ColorStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a storage holds, cleaned: valid colours only, unique, at most 16. */
export function readRecentColors(storage: ColorStorage | undefined): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(RECENT_COLORS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is string => typeof c === 'string').reduceRight<string[]>((list, c) => withRecentColor(list, c), []);
}

export function rememberColor(storage: ColorStorage | undefined, color: string): string[] {
  const list = withRecentColor(readRecentColors(storage), color);
  try {
    storage?.setItem(RECENT_COLORS_KEY, JSON.stringify(list));
  } catch {
    // storage full or refused (private mode): the presets are a convenience
  }
  return list;
}

// --- shared by the colour inputs of the page: remembering in one updates the others.

const browserStorage = (): ColorStorage | undefined => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
};

const listeners = new Set<() => void>();
// Parsed once per stored text: the snapshot stays the same array while the storage does not change.
let cache: { raw: string | null; colors: string[] } | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_COLORS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

function getSnapshot(): string[] {
  const storage = browserStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(RECENT_COLORS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (!cache || cache.raw !== raw) cache = { raw, colors: readRecentColors(storage) };
  return cache.colors;
}

export function useRecentColors(): { colors: string[]; remember: (color: string) => void } {
  const colors = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const remember = (color: string) => {
    const before = getSnapshot();
    rememberColor(browserStorage(), color);
    if (getSnapshot() !== before) listeners.forEach((listener) => listener());
  };
  return { colors, remember };
}

// A tiny external store for useSyncExternalStore: components re-render only when the slice they read changes.

export interface Store<T extends object> {
  get(): T;
  /** Merges; subscribers hear of it only when some value changed. */
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const changed = (Object.keys(patch) as (keyof T)[]).some((key) => !Object.is(state[key], patch[key]));
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

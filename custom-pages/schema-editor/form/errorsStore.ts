// The editor's errors, outside React state: each input subscribes to its own path only, so that typing in one
// field does not re-render the hundreds of others. Errors show once a save was tried (or came back from the server).
import { useSyncExternalStore } from 'react';
import type { FieldErrors } from '../validation/validateSchemaRecord';

export class ErrorsStore {
  private errors: FieldErrors = {};
  private server: FieldErrors = {};
  private shown = false;
  private listeners = new Set<() => void>();
  /** Changes at every update: a snapshot for whole-list readers. */
  version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  /** The client-side errors of the current values. */
  setErrors(errors: FieldErrors) {
    this.errors = errors;
    this.emit();
  }

  /** The server's `fields` of a refused save; cleared at the next attempt. */
  setServerErrors(errors: FieldErrors) {
    this.server = errors;
    this.emit();
  }

  /** From now on, errors are shown. */
  show() {
    this.shown = true;
    this.emit();
  }

  current = (): FieldErrors => this.errors;

  /** The message shown for a path. */
  messageAt = (path: string): string | undefined => (this.shown ? this.errors[path] : undefined) ?? this.server[path];

  /** Whether some shown error lies at `prefix` or below it. */
  hasErrorsUnder = (prefix: string): boolean => {
    const below = (errors: FieldErrors) => Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
    return (this.shown && below(this.errors)) || below(this.server);
  };

  /** Every shown message, client ones first. */
  shownErrors = (): FieldErrors => ({ ...this.server, ...(this.shown ? this.errors : {}) });
}

export const useErrorAt = (store: ErrorsStore, path: string): string | undefined =>
  useSyncExternalStore(store.subscribe, () => store.messageAt(path));

export const useHasErrorsUnder = (store: ErrorsStore, prefixes: string[]): boolean =>
  useSyncExternalStore(store.subscribe, () => prefixes.some(store.hasErrorsUnder));

/** Every shown message (for the summary above the form). */
export function useShownErrors(store: ErrorsStore): FieldErrors {
  useSyncExternalStore(store.subscribe, () => store.version);
  return store.shownErrors();
}

import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { NOTIFICATION_MS } from '../../model/constants';

/** Notifies a ready-made French text (not a translation key) for the spec's 3000 ms. */
export function useNotifyText() {
  const notify = useNotify();
  return useCallback(
    (text: string, type: 'success' | 'error' | 'info' | 'warning') =>
      notify(text, { type, autoHideDuration: NOTIFICATION_MS, messageArgs: { _: text } }),
    [notify],
  );
}

/** The HTTP status of a failed call (the data provider's HttpError, the console's API errors), if it has one. */
export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/** The message of a failed call: the data provider's HttpError carries the server's French text. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : 'Erreur inconnue';

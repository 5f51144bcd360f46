import { useMemo, useRef } from 'react';
import { useSaveContext, type SaveContextValue } from 'react-admin';

/**
 * The screen's save context without its `saving` flag (deprecated by react-admin for the form's `isSubmitting`), and
 * the same object from one render to the next: react-admin's Form reads this context, so the flag drew the whole form
 * again as a save began and as it ended.
 */
export function useSteadySaveContext(): SaveContextValue {
  const current = useSaveContext();
  // Set while rendering: a save started from the form calls the screen's latest handlers.
  const latest = useRef(current);
  latest.current = current;
  const { mutationMode } = current;
  return useMemo(
    () => ({
      mutationMode,
      // The screens under it (EditBase, CreateBase) always give one.
      save: (record, callbacks) => latest.current.save!(record, callbacks),
      registerMutationMiddleware: (middleware) => latest.current.registerMutationMiddleware?.(middleware),
      unregisterMutationMiddleware: (middleware) => latest.current.unregisterMutationMiddleware?.(middleware),
    }),
    [mutationMode],
  );
}

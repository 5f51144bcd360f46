import { useEffect, useMemo, useRef } from 'react';
import { useRecordContext, useSaveContext, type RaRecord, type SaveContextValue } from 'react-admin';
import { diffRecord } from '../../model/diff';

/**
 * The screen's save context without its `saving` flag (deprecated by react-admin for the form's `isSubmitting`), and
 * the same object from one render to the next: react-admin's Form reads this context, so the flag drew the whole form
 * again as a save began and as it ended.
 * The form's changes are those against the record it was drawn from (`drawn`), carried onto the screen's latest
 * record, which react-admin diffs the save against: a change typed right after a save can outrun the form's taking of
 * the saved record (a deferred render), and the fields the server set on that save would otherwise count as changed.
 */
export function useSteadySaveContext(drawn: RaRecord | undefined): SaveContextValue {
  const current = useSaveContext();
  const screenRecord = useRecordContext();
  // Set while rendering: a save started from the form calls the screen's latest handlers.
  const latest = useRef(current);
  latest.current = current;
  // Set once committed, after the form below has taken the record drawn (react-admin's Form resets its values in its
  // own effect, which runs first): a render of a new record still in progress leaves the form's values as they were.
  const records = useRef({ drawn, screenRecord });
  useEffect(() => {
    records.current = { drawn, screenRecord };
  }, [drawn, screenRecord]);
  const { mutationMode } = current;
  return useMemo(
    () => ({
      mutationMode,
      // The screens under it (EditBase, CreateBase) always give one.
      save: (values, callbacks) => {
        const { drawn, screenRecord } = records.current;
        const rebased = drawn && screenRecord && drawn !== screenRecord ? { ...screenRecord, ...diffRecord(drawn, values) } : values;
        return latest.current.save!(rebased, callbacks);
      },
      registerMutationMiddleware: (middleware) => latest.current.registerMutationMiddleware?.(middleware),
      unregisterMutationMiddleware: (middleware) => latest.current.unregisterMutationMiddleware?.(middleware),
    }),
    [mutationMode],
  );
}

import { useCallback, useState } from 'react';
import { errorMessageOf } from './useNotifyText';

/**
 * A change whose refusal is shown beside its form rather than as a notification (a dialog, a step of a wizard): busy
 * while it runs, the server's French message in `error` otherwise. `attempt` answers whether it went through.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const attempt = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    setError(undefined);
    setBusy(true);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(errorMessageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, attempt };
}

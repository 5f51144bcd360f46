import { useCallback, useState } from 'react';
import { errorMessageOf, useNotifyText } from './useNotifyText';

/**
 * A screen's change as people expect it: its button busy while it runs, its success message once done, the server's
 * French refusal otherwise. `run` answers whether it went through.
 */
export function useNotifiedAction() {
  const notify = useNotifyText();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        if (done) notify(done, 'success');
        return true;
      } catch (failure) {
        notify(errorMessageOf(failure), 'error');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, run };
}

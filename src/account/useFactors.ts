// The 'Sécurité' page's controller: the account's factors (GET /api/account/factors), and each change with its
// message (a refusal for want of a recent factor is asked and run again by the data provider: reauthGate.ts).
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, useNotifyText } from '../../schema-adapters/shared';
import type { FactorStatus } from '../../model/signInFactors';
import { useApiCall } from '../../custom-pages/shared';

export type { FactorStatus };

export function useFactors() {
  const call = useApiCall();
  const notify = useNotifyText();
  const [status, setStatus] = useState<FactorStatus>();
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => setStatus(await call<FactorStatus>('/api/account/factors')), [call]);
  useEffect(() => void reload().catch((failure) => notify(errorMessageOf(failure), 'error')), [reload, notify]);

  /** Runs a change; true when it went through. */
  const change = async (action: () => Promise<void>, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      if (done) notify(done, 'success');
      await reload();
      return true;
    } catch (failure) {
      notify(errorMessageOf(failure), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { call, status, busy, change };
}

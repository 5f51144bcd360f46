// The 'Sécurité' page's controller: the account's factors (GET /api/account/factors), and each change with its
// message (a refusal for want of a recent factor is asked and run again by the data provider: reauthGate.ts).
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, useNotifiedAction, useNotifyText } from '../../schema-adapters/shared';
import type { FactorStatus } from '../../model/sign-in-factors';
import { useApiCall } from '../../custom-pages/shared';

export type { FactorStatus };

export function useFactors() {
  const call = useApiCall();
  const notify = useNotifyText();
  const [status, setStatus] = useState<FactorStatus>();

  const reload = useCallback(async () => setStatus(await call<FactorStatus>('/api/account/factors')), [call]);
  useEffect(() => void reload().catch((failure) => notify(errorMessageOf(failure), 'error')), [reload, notify]);

  const { busy, run } = useNotifiedAction();
  /** Runs a change, then reads the factors again; true when it went through. */
  const change = (action: () => Promise<void>, done?: string): Promise<boolean> =>
    run(async () => {
      await action();
      await reload();
    }, done);

  return { call, status, busy, change };
}

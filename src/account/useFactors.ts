// The 'Sécurité' page's controller: the account's factors (GET /api/account/factors), and each change run so that a
// refusal for want of a recent factor (REAUTH_REQUIRED) opens 'Confirmez votre identité' and runs the change again after.
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, useNotifyText } from '../../schema-adapters/shared';
import type { FactorStatus } from '../../model/signInFactors';
import { useApiCall } from '../../custom-pages/shared';

export type { FactorStatus };

const codeOf = (error: unknown) => (error as { body?: { error?: string } })?.body?.error;

export function useFactors() {
  const call = useApiCall();
  const notify = useNotifyText();
  const [status, setStatus] = useState<FactorStatus>();
  const [retry, setRetry] = useState<() => Promise<void>>();
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
      if (codeOf(failure) === 'REAUTH_REQUIRED') setRetry(() => () => change(action, done).then(() => undefined));
      else notify(errorMessageOf(failure), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const reauth = {
    open: retry !== undefined,
    withCode: status?.totp === true,
    withPasskey: (status?.passkeys.length ?? 0) > 0,
    onVerified: () => {
      const again = retry;
      setRetry(undefined);
      void again?.();
    },
    onCancel: () => setRetry(undefined),
  };
  return { call, status, busy, change, reauth };
}

import { useCallback, useEffect, useState } from 'react';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';

export interface Payout {
  id: string;
  arrivalDate: number;
  amount: number;
  currency: string;
  status: string;
  statusLabel: string;
  exportedTs?: number;
}

/** The provider's payouts (GET /api/{siteId}/accounting/payouts) and the start of one's accounting export. */
export function useAccountingPayouts() {
  const call = useApiCall();
  const siteId = useSiteId();
  const base = `/api/${encodeURIComponent(siteId)}/accounting/payouts`;
  const [payouts, setPayouts] = useState<{ simulated: boolean; data: Payout[] }>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState<{ payoutId: string; jobId: string; exportId: string }>();

  const load = useCallback(async () => {
    try {
      setPayouts(await call<{ simulated: boolean; data: Payout[] }>(base));
    } catch (err) {
      setError(errorMessageOf(err));
    }
  }, [base, call]);

  useEffect(() => {
    void load();
  }, [load]);

  const start = async (payoutId: string) => {
    setError(undefined);
    try {
      const started = await call<{ jobId: string; exportId: string }>(`${base}/${encodeURIComponent(payoutId)}/export`, { method: 'POST' });
      setRunning({ payoutId, ...started });
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return { payouts, error, running, start, finished: () => (setRunning(undefined), load()) };
}

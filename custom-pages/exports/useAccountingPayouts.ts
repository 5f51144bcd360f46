import { useCallback, useEffect, useState } from 'react';
import type { ExportStarted, PayoutList } from '../../model/exports';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import { useRunningExport } from './useRunningExport';

/** The provider's payouts (GET /api/{siteId}/accounting/payouts) and the start of one's accounting export. */
export function useAccountingPayouts() {
  const call = useApiCall();
  const siteId = useSiteId();
  const base = `/api/${encodeURIComponent(siteId)}/accounting/payouts`;
  const [payouts, setPayouts] = useState<PayoutList>();
  const [error, setError] = useState<string>();
  const { running, setRunning, setStarting, busy } = useRunningExport<ExportStarted & { payoutId: string }>();
  /** The file of the export last finished here, offered for download. */
  const [ready, setReady] = useState<{ exportId: string; fileName: string }>();

  const load = useCallback(async () => {
    try {
      setPayouts(await call<PayoutList>(base));
    } catch (err) {
      setError(errorMessageOf(err));
    }
  }, [base, call]);

  useEffect(() => {
    void load();
  }, [load]);

  const start = async (payoutId: string) => {
    setError(undefined);
    setReady(undefined);
    setStarting(true);
    try {
      const started = await call<ExportStarted>(`${base}/${encodeURIComponent(payoutId)}/export`, { method: 'POST' });
      setRunning({ payoutId, ...started });
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setStarting(false);
    }
  };

  const finished = async () => {
    if (!running) return;
    setRunning(undefined);
    try {
      const record = await call<{ fileName?: string }>(`/api/${encodeURIComponent(siteId)}/data/Export/${encodeURIComponent(running.exportId)}`);
      setReady({ exportId: running.exportId, fileName: record.fileName ?? 'export_comptable.csv' });
    } catch (err) {
      setError(errorMessageOf(err));
    }
    await load();
  };

  return { payouts, error, running, ready, busy, start, finished };
}

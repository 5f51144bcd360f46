// Sends the saved template as a test email (GET /api/{siteId}/data/EmailTemplate/{id}/test) and keeps the outcome.
import { useState } from 'react';
import type { TestMailResult } from '../../model/mail';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

export type TestEmailOutcome = { ok: true; message: string; simulated: boolean } | { ok: false; message: string };

export function useTestEmail(templateId: string | undefined) {
  const call = useApiCall();
  const siteId = useSiteId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestEmailOutcome>();
  const send = async () => {
    if (!templateId) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const res = await call<TestMailResult>(`/api/${encodeURIComponent(siteId)}/data/EmailTemplate/${encodeURIComponent(templateId)}/test`);
      setOutcome({ ok: true, message: res.message, simulated: res.simulated });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, send };
}

// The newsletter sync tab's state: the GetResponse list it writes to (and whether it is the local simulator), the
// form, the job it started (or the last one of this side, so that coming back shows it), and starting a run.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobView } from '../../model/jobs';
import type { NewsletterProviderView } from '../../model/newsletter';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { startJob } from '../shared/jobs';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { EMPTY_FORM, formErrors, jobParams, type SyncForm, type SyncSide } from './syncForm';

export const NEWSLETTER_SYNC = 'NEWSLETTER_SYNC';

export function useNewsletterSync(side: SyncSide) {
  const call = useApiCall();
  const siteId = useSiteId();
  const [form, setForm] = useState<SyncForm>(EMPTY_FORM);
  const [startedId, setStartedId] = useState<string>();
  const [startError, setStartError] = useState<string>();
  const [starting, setStarting] = useState(false);

  const provider = useQuery({
    queryKey: ['console.newsletter-provider', siteId],
    queryFn: () => call<NewsletterProviderView>(`/api/${encodeURIComponent(siteId)}/newsletter/provider`),
  });
  const last = useQuery({
    queryKey: ['console.newsletter-last', siteId, side],
    queryFn: async () => {
      const { data } = await call<{ data: JobView[] }>(`/api/${encodeURIComponent(siteId)}/jobs`, { query: { kind: NEWSLETTER_SYNC, limit: 20 } });
      return data.find((job) => job.params.side === side) ?? null;
    },
  });

  const errors = formErrors(form);
  const start = async () => {
    setStarting(true);
    setStartError(undefined);
    try {
      setStartedId((await startJob(call, siteId, NEWSLETTER_SYNC, jobParams(side, form))).id);
    } catch (error) {
      setStartError(errorMessageOf(error));
    } finally {
      setStarting(false);
    }
  };

  return {
    provider: provider.data,
    providerError: provider.error ? errorMessageOf(provider.error) : undefined,
    form,
    setForm,
    errors,
    canStart: Object.keys(errors).length === 0 && !starting,
    start,
    startError,
    jobId: startedId ?? last.data?.id,
  };
}

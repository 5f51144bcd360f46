// The purchase list's renewals tab: how many purchases are due now (the server's 'to-renew-now' filter), starting
// SUBSCRIPTIONS_RENEWALS on the site, and the job it started.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { startJob } from '../shared/jobs';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { refreshSidebarCounts } from '../../schema-adapters/shared/sidebarCounts';

export const RENEWALS_KIND = 'SUBSCRIPTIONS_RENEWALS';
/** Subscriptions ended past the renewal's grace: never charged, left to the staff. */
export const LAPSED_FILTER = 'lapsed';

export function useRenewals() {
  const call = useApiCall();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  const [starting, setStarting] = useState(false);
  const countOf = (filter: string) => ({
    queryKey: ['Purchase', 'console.count', filter],
    queryFn: () => call<number>(`/api/${encodeURIComponent(siteId)}/data/Purchase/count`, { query: { filter } }),
  });
  const due = useQuery(countOf('to-renew-now'));
  const lapsed = useQuery(countOf(LAPSED_FILTER));

  const start = async () => {
    setStarting(true);
    setError(undefined);
    try {
      setJobId((await startJob(call, siteId, RENEWALS_KIND)).id);
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setStarting(false);
    }
  };
  // The list, the due count and the sidebar's badges follow the purchases the run wrote.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['Purchase'] });
    void refreshSidebarCounts(queryClient);
  };
  return { due: due.data, lapsed: lapsed.data, jobId, error, starting, start, refresh };
}

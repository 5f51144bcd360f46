// The purchase list's renewals tab: how many purchases are due now (the server's 'to-renew-now' filter), starting
// SUBSCRIPTIONS_RENEWALS on the site, and the job it started.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { startJob } from '../shared/jobs';
import { useApiCall } from '../shared/useApiCall';

export const RENEWALS_KIND = 'SUBSCRIPTIONS_RENEWALS';

export function useRenewals() {
  const call = useApiCall();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  const [starting, setStarting] = useState(false);
  // The sidebar's badge of the same sub-filter shares this query (src/routing/sidebar/useCollectionCount.ts).
  const due = useQuery({
    queryKey: ['Purchase', 'console.count', 'to-renew-now'],
    queryFn: () => call<number>(`/api/${encodeURIComponent(siteId)}/data/Purchase/count`, { query: { filter: 'to-renew-now' } }),
  });

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
  // The list, its sub-filters' badges and the due count follow the purchases the run wrote.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['Purchase'] });
  return { due: due.data, jobId, error, starting, start, refresh };
}

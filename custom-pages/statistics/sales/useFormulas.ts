import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../../schema-adapters/shared';
import { useApiCall } from '../../shared';

/** The site's subscription formulas, for the per-formula picker. */
export function useFormulas(enabled: boolean) {
  const call = useApiCall();
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['statistics', siteId, 'formulas'],
    queryFn: async () =>
      (
        await call<{ data: { _id: string; label?: string }[] }>(`/api/${encodeURIComponent(siteId)}/data/SubscriptionFormula`, {
          query: { limit: 200 },
        })
      ).data,
    enabled,
  });
}

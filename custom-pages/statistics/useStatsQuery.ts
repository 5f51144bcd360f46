import { useQuery } from '@tanstack/react-query';
import { useApiCall } from '../shared';
import { useSiteId } from '../../schema-adapters/shared';

/** A statistics call of the current site (`path` below /api/{siteId}/statistics/), cached per query; none while `enabled` is false. */
export function useStatsQuery<T>(path: string, query: Record<string, string | number | undefined>, enabled = true) {
  const call = useApiCall();
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['statistics', siteId, path, query],
    queryFn: () => call<T>(`/api/${encodeURIComponent(siteId)}/statistics/${path}`, { query }),
    enabled,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

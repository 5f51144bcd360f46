import { useQuery } from '@tanstack/react-query';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import type { EnvironmentsInfo, SiteChoice } from '../../../model/environments';

/** This server's environment, its peers and its copy targets (GET /api/environments). */
export function useEnvironments() {
  const call = useApiCall();
  return useQuery({ queryKey: ['console.environments'], queryFn: () => call<EnvironmentsInfo>('/api/environments'), staleTime: 60_000 });
}

/** The sites of a server (this one, or a peer through its token); disabled until a server is chosen. */
export function useServerSites(env: string | undefined) {
  const call = useApiCall();
  return useQuery({
    queryKey: ['console.environments.sites', env],
    queryFn: () => call<SiteChoice[]>(`/api/environments/${encodeURIComponent(env!)}/sites`),
    enabled: !!env,
    retry: false,
  });
}

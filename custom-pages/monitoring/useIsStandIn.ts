// Which VideoServer addresses are this console's own stand-ins (GET /api/global/monitoring/stand-ins; super
// administrators, who alone manage video servers): their records and rows carry the "simulateur local" tag.
import { useQuery } from '@tanstack/react-query';
import { sameServer, type StandInsReply } from '../../model/monitoring';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { useConsoleUser } from '../shared/useConsoleUser';

/** false until known, and for users who may not ask. */
export function useIsStandIn(): (baseUrl: unknown) => boolean {
  const call = useApiCall();
  const superAdmin = useConsoleUser()?.superAdmin === true;
  const { data } = useQuery({
    queryKey: ['console.monitoring.stand-ins'],
    queryFn: () => call<StandInsReply>('/api/global/monitoring/stand-ins'),
    enabled: superAdmin,
    staleTime: Infinity,
    retry: false,
  });
  return (baseUrl) => typeof baseUrl === 'string' && !!data?.data.some((url) => sameServer(url, baseUrl));
}

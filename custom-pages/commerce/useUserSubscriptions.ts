import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { errorMessageOf, useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { userSubscriptions } from './api';

/** The provider's subscriptions of the User on screen. */
export function useUserSubscriptions() {
  const call = useApiCall();
  const siteId = useSiteId();
  const userId = String(useRecordContext()?._id ?? '');
  const query = useQuery({
    queryKey: ['console.commerce.subscriptions', siteId, userId],
    queryFn: () => userSubscriptions(call, siteId, userId),
    enabled: !!userId,
  });
  return { subscriptions: query.data, loading: query.isLoading, error: query.error ? errorMessageOf(query.error) : undefined };
}

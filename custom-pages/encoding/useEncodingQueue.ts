// The queue's data and actions: the page's videos (read again on every change of the site's encoding jobs that
// GET /api/events relays, with a slower poll behind while it lists encodes in progress) and the row's actions.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import { QUEUE_PAGES, queueQuery, type Move, type QueueFilter, type QueueSort, type QueueVideo } from './queue';
import { encodingQueryKey, useEncodingActions } from './useEncodingActions';
import { useEncodingRefresh } from './useEncodingRefresh';

/** Without live events (a cut stream), a live page reads the queue this often. */
const FALLBACK_POLL_MS = 5000;

export function useEncodingQueue(filter: QueueFilter, sort: QueueSort) {
  const call = useApiCall();
  const siteId = useSiteId();
  const { busy, move, reencode, cancel } = useEncodingActions(siteId);
  const { data, error, isFetching } = useQuery({
    queryKey: [...encodingQueryKey(siteId), filter, sort],
    queryFn: async () =>
      (
        await call<{ data: (QueueVideo & { _id: string })[] }>(`/api/${encodeURIComponent(siteId)}/data/Video`, { query: queueQuery(filter, sort) })
      ).data.map((v) => ({ ...v, id: v._id })),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_PAGES[filter].live ? FALLBACK_POLL_MS : false,
  });
  useEncodingRefresh(siteId, encodingQueryKey(siteId));
  return { videos: data, error, isFetching, busy, move: (id: string, to: Move) => move(id, to, filter), reencode, cancel };
}

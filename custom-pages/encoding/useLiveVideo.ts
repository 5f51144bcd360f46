// One video as the encoder leaves it: read again whenever the site's encoding jobs move, starting from the form's copy.
import { useQuery } from '@tanstack/react-query';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';
import type { QueueVideo } from './queue';
import { encodingQueryKey } from './useEncodingActions';
import { useEncodingRefresh } from './useEncodingRefresh';

export function useLiveVideo(siteId: string, record: (QueueVideo & { id: string }) | undefined): (QueueVideo & { id: string }) | undefined {
  const call = useApiCall();
  const id = record?.id;
  const { data } = useQuery({
    queryKey: [...encodingQueryKey(siteId), 'video', id],
    queryFn: async () => ({
      ...(await call<QueueVideo>(`/api/${encodeURIComponent(siteId)}/data/Video/${encodeURIComponent(String(id))}`)),
      id: String(id),
    }),
    enabled: id !== undefined,
    placeholderData: record,
  });
  useEncodingRefresh(siteId, encodingQueryKey(siteId));
  return data ?? record;
}

import { useQuery } from '@tanstack/react-query';
import { type DataProvider } from 'react-admin';
import type { RecordLinks } from '../../model/links';
import { useSiteId } from '../shared';
import { useStableDataProvider } from '../shared/stableDataProvider';

export type { LinkedRecord } from '../../model/links';

/** The shell's data provider answers the API's other calls too. */
interface CallingDataProvider extends DataProvider {
  call<T>(path: string): Promise<T>;
}

/** The records pointing at one (GET /api/{siteId}/data/{Type}/{id}/links), read when its tab opens. */
export function useRecordLinks(type: string, id: string | undefined) {
  const dataProvider = useStableDataProvider<CallingDataProvider>();
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['record-links', siteId, type, id],
    queryFn: () =>
      dataProvider.call<RecordLinks>(`/api/${encodeURIComponent(siteId)}/data/${encodeURIComponent(type)}/${encodeURIComponent(id!)}/links`),
    enabled: id !== undefined,
  });
}

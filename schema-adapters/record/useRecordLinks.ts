import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useSiteId } from '../shared';

export interface LinkedRecord {
  _id: string;
  siteId: string;
  label: string;
  archived: boolean;
  /** Dotted keys of the properties holding the link. */
  props: string[];
}

export interface RecordLinks {
  groups: { type: string; label: string; records: LinkedRecord[] }[];
  hidden: number;
  truncated: boolean;
}

/** The shell's data provider answers the API's other calls too. */
interface CallingDataProvider extends DataProvider {
  call<T>(path: string): Promise<T>;
}

/** The records pointing at one (GET /api/{siteId}/data/{Type}/{id}/links), read when its tab opens. */
export function useRecordLinks(type: string, id: string | undefined) {
  const dataProvider = useDataProvider<CallingDataProvider>();
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['record-links', siteId, type, id],
    queryFn: () =>
      dataProvider.call<RecordLinks>(`/api/${encodeURIComponent(siteId)}/data/${encodeURIComponent(type)}/${encodeURIComponent(id!)}/links`),
    enabled: id !== undefined,
  });
}

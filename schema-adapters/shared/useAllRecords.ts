// Every record of a type a screen reads as "all" (complex components, tags, a data source's choices, formulas, sites),
// page by page through the data provider (model/allPages.ts), with how many the bound left out.
import { useQuery } from '@tanstack/react-query';
import { type RaRecord, type SortPayload } from 'react-admin';
import { readAllPages } from '../../model/allPages';
import { useSiteId } from './useSiteId';
import { useStableDataProvider } from './stableDataProvider';

const NO_FILTER = {};

export function useAllRecords<T extends RaRecord = RaRecord>(
  resource: string,
  { filter = NO_FILTER, sort, enabled = true }: { filter?: Record<string, unknown>; sort?: SortPayload; enabled?: boolean } = {},
) {
  const dataProvider = useStableDataProvider();
  const siteId = useSiteId();
  const query = useQuery({
    queryKey: ['allRecords', siteId, resource, filter, sort],
    queryFn: () =>
      readAllPages<T>(async (offset, limit) => {
        const { data, total } = await dataProvider.getList<T>(resource, {
          pagination: { page: Math.floor(offset / limit) + 1, perPage: limit },
          // Without a sort, the list's default order (spec 001 §9), which the server makes total with the id.
          sort: sort ?? { field: '', order: 'ASC' },
          filter,
        });
        return { data, total };
      }),
    enabled: enabled && !!resource,
    staleTime: 60_000,
  });
  return { data: query.data?.data, cut: query.data?.cut ?? 0, isPending: query.isPending, error: query.error };
}

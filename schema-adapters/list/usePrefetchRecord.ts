// A row's click asks for its record before the list gives way to the record screen, so that the request runs while
// that screen renders instead of after it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Identifier, type RaRecord } from 'react-admin';
import { useStableDataProvider } from '../shared/stableDataProvider';

/** Fills react-admin's getOne cache entry (the key useGetOne reads) for a live record of `resource`. */
export function usePrefetchRecord(resource: string): (id: Identifier) => void {
  const queryClient = useQueryClient();
  const dataProvider = useStableDataProvider();
  return useCallback(
    (id: Identifier) =>
      void queryClient.prefetchQuery({
        queryKey: [resource, 'getOne', { id: String(id), meta: undefined }],
        queryFn: () => dataProvider.getOne<RaRecord>(resource, { id }).then(({ data }) => data),
      }),
    [queryClient, dataProvider, resource],
  );
}

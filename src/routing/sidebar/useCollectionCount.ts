import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

const COUNT = 'console.count';

/** Number of live records of a collection (or of one of its sub-filters), for the sidebar badge. */
export function useCollectionCount(resource: string, filterId?: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: [resource, COUNT, filterId ?? ''], queryFn: () => dataProvider.count(resource, { filterId }) });
}

/**
 * After a successful write, counts are refetched (no polling): those of its resource when the mutation is keyed
 * `[resource, …]` as react-admin's are, else every count shown.
 */
export function useRefreshCountsAfterWrites() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const resource = event.mutation?.options.mutationKey?.[0];
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (typeof resource === 'string') queryClient.invalidateQueries({ queryKey: [resource, COUNT] });
        else queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === COUNT });
      }),
    [queryClient],
  );
}

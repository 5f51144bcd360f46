import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { useStableDataProvider } from '../../../schema-adapters/shared/stableDataProvider';

const COUNT = 'console.count';

/** True once the browser has been idle since the mount: the screen's own requests and drawing went first. */
function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) return setIdle(true);
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}

/**
 * A count read this recently is shown again as it is when the sidebar is drawn anew (opening a record from its list
 * draws it again): each of the section's twenty counts asked again at every click was the most of a record's
 * opening. The console's own writes refetch theirs at once (useRefreshCountsAfterWrites).
 */
const COUNT_FRESH_MS = 60_000;

/**
 * Number of live records of a collection (or of one of its sub-filters), for the sidebar badge. Asked once the screen
 * is drawn: twenty counts asked first would hold the browser's six connections ahead of the list's own records.
 */
export function useCollectionCount(resource: string, filterId?: string) {
  const dataProvider = useStableDataProvider<ConsoleDataProvider>();
  const idle = useIdleSinceMount();
  return useQuery({
    queryKey: [resource, COUNT, filterId ?? ''],
    queryFn: () => dataProvider.count(resource, { filterId }),
    enabled: idle,
    staleTime: COUNT_FRESH_MS,
  });
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

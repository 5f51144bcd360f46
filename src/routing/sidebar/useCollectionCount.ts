import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { useStableDataProvider } from '../../../schema-adapters/shared/stableDataProvider';
import { refreshSidebarCounts, SIDEBAR_COUNTS } from '../../../schema-adapters/shared/sidebarCounts';

/** A sidebar entry's count key: its type, or its type and sub-filter (GET /api/{siteId}/counts). */
export const countKey = (resource: string, filterId?: string) => (filterId ? `${resource}:${filterId}` : resource);

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
 * Counts read this recently are shown again as they are when the sidebar is drawn anew (opening a record from its
 * list draws it again). The console's own writes refetch them at once (useRefreshCountsAfterWrites).
 */
const COUNT_FRESH_MS = 60_000;

/**
 * Number of live records of each of the section's entries (`countKey`), for the sidebar's badges: one request for all
 * of them (one a badge was 139 requests and as many observers on the bench's contents section), asked once the screen
 * is drawn, so that it does not hold a connection ahead of the list's own records.
 */
export function useSectionCounts(keys: string[]): Record<string, number> | undefined {
  const dataProvider = useStableDataProvider<ConsoleDataProvider>();
  const idle = useIdleSinceMount();
  return useQuery({
    queryKey: [SIDEBAR_COUNTS, ...keys],
    queryFn: () => dataProvider.counts(keys),
    enabled: idle && keys.length > 0,
    staleTime: COUNT_FRESH_MS,
    // A type added to the section asks for a new set of keys: the others keep their badges until it answers.
    placeholderData: keepPreviousData,
  }).data;
}

/** After a successful write, the sidebar's counts are refetched (no polling), in one request. */
export function useRefreshCountsAfterWrites() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void refreshSidebarCounts(queryClient);
      }),
    [queryClient],
  );
}

import type { QueryClient } from '@tanstack/react-query';

/** The react-query key of the sidebar's counts (src/routing/sidebar/useCollectionCount.ts), all in one query. */
export const SIDEBAR_COUNTS = 'console.counts';

/** The sidebar's counts read again: after a write, or a job's writes that no mutation of this page made. */
export const refreshSidebarCounts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [SIDEBAR_COUNTS] });

// Saved list views (docs/api.md "Search and saved views"): read once per site for the sidebar, never polled
// (tests/e2e/idleCensus.ts), and read again only after this console saves, renames or deletes one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiCall, useSiteId } from '../shared';
import type { ListState, ListView } from '../../model/list-views';

export type { ListView };

const QUERY_KEY = ['console', 'listViews'];

/** Every view this user sees on the site (their own and the shared ones of types they read). */
export function useListViews(): ListView[] {
  const call = useApiCall();
  const siteId = useSiteId();
  const { data } = useQuery({
    queryKey: [...QUERY_KEY, siteId],
    queryFn: () => call<ListView[]>(`/api/${encodeURIComponent(siteId)}/list-views`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return data ?? [];
}

export function useSaveListView() {
  const call = useApiCall();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: { type: string; name: string; shared: boolean; state: ListState }) =>
      call<ListView>(`/api/${encodeURIComponent(siteId)}/list-views`, { method: 'POST', body: view }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}

/** Renames, shares (or stops sharing) or deletes one of the user's own views (the API refuses others' with 403). */
export function useChangeListView() {
  const call = useApiCall();
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remove, ...body }: { id: string; name?: string; shared?: boolean; remove?: true }) =>
      call(`/api/${encodeURIComponent(siteId)}/list-views/${encodeURIComponent(id)}`, {
        method: remove ? 'DELETE' : 'PUT',
        ...(!remove && { body }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}

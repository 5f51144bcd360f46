import { useEffect, useState } from 'react';
import { useGetList, useGetOne, type RaRecord } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../model/constants';

export const PAGE_RESOURCE = 'Page';

export interface PageChoice {
  id: string;
  label: string;
  route?: string;
}

const choiceOf = (record: RaRecord): PageChoice => ({
  id: String(record.id),
  label: typeof record.label === 'string' && record.label ? record.label : String(record.id),
  route: typeof record.route === 'string' && record.route ? record.route : undefined,
});

/** The site's pages matching the typed text (debounced), and the chosen one (for its label and route). */
export function usePageChoices(search: string, pageId: string | undefined, enabled = true) {
  const [query, setQuery] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useGetList(
    PAGE_RESOURCE,
    {
      pagination: { page: 1, perPage: 30 },
      sort: { field: 'label', order: 'ASC' },
      filter: query ? { q: query } : {},
    },
    { enabled },
  );
  const chosen = useGetOne(PAGE_RESOURCE, { id: pageId ?? '' }, { enabled: !!pageId });
  return {
    choices: (list.data ?? []).map(choiceOf),
    isLoading: list.isPending,
    error: list.error,
    chosen: chosen.data ? choiceOf(chosen.data) : undefined,
  };
}

import { useStore } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';

/**
 * The list's current search (`q`), filters and sidebar sub-filter (`filterId`), as its data provider sends them
 * (adminSearch, adminFilter, filter). Each sub-filter's list keeps its own params (SchemaCollectionPage's storeKey).
 */
export function useListFilter(schema: DataSchema, filterId?: string): { adminFilter?: string; adminSearch?: string; filter?: string } {
  const [params] = useStore<{ filter?: Record<string, unknown> }>(`${schema._id}.${filterId ?? 'all'}.listParams`, {});
  const { q, ...structured } = params.filter ?? {};
  return {
    ...(filterId && { filter: filterId }),
    ...(Object.keys(structured).length > 0 && { adminFilter: JSON.stringify(structured) }),
    ...(typeof q === 'string' && q.trim() && { adminSearch: q.trim() }),
  };
}

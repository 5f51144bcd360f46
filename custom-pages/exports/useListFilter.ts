import { useStore } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';

/** The list's current search (`q`) and filters, as its data provider sends them (adminSearch, adminFilter). */
export function useListFilter(schema: DataSchema): { adminFilter?: string; adminSearch?: string } {
  const [params] = useStore<{ filter?: Record<string, unknown> }>(`${schema._id}.all.listParams`, {});
  const { q, ...structured } = params.filter ?? {};
  return {
    ...(Object.keys(structured).length > 0 && { adminFilter: JSON.stringify(structured) }),
    ...(typeof q === 'string' && q.trim() && { adminSearch: q.trim() }),
  };
}

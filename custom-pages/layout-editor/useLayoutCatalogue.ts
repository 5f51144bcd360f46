// The site's component definitions (GET /api/{siteId}/components) and complex components (for references and the
// complex-component modes), cached for the session of the site.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../schema-adapters/shared';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useAllRecords } from '../../schema-adapters/shared/useAllRecords';
import { useApiCall } from '../shared';
import type { LayoutCatalogue } from './editorContext';
import type { ComplexComponentRecord, ComponentDefinition } from './types';

export function useComponentDefinitions() {
  const call = useApiCall();
  const siteId = useSiteId();
  return useQuery({
    queryKey: ['layout-editor', 'components', siteId],
    queryFn: async () => (await call<{ data: ComponentDefinition[] }>(`/api/${encodeURIComponent(siteId)}/components`)).data,
    staleTime: 5 * 60_000,
  });
}

const NO_FILTER = {};
const BY_LABEL = { field: 'label', order: 'ASC' } as const;

/** All ComplexComponent records (spec 001 §7 limit 0), page by page; `filter` as an adminFilter. */
export function useComplexComponents(filter: Record<string, unknown> = NO_FILTER) {
  const all = useAllRecords('ComplexComponent', { filter, sort: BY_LABEL });
  return { ...all, data: all.data as unknown as ComplexComponentRecord[] | undefined };
}

/** Spec 001 §7: GET {siteId}/data/ComplexComponent with objectType and mode existing; distinct modes, sorted. */
export const MODES_FILTER = { objectType: { $exists: true }, mode: { $exists: true } };

export function distinctModes(records: readonly { mode?: unknown }[]): string[] {
  const modes = new Set<string>();
  for (const r of records) if (typeof r.mode === 'string' && r.mode) modes.add(r.mode);
  return [...modes].sort((a, b) => a.localeCompare(b, 'fr'));
}

export function useComplexModes(): string[] {
  const { data } = useComplexComponents(MODES_FILTER);
  return useMemo(() => distinctModes(data ?? []), [data]);
}

export function useLayoutCatalogueValue(): LayoutCatalogue {
  const definitions = useComponentDefinitions();
  const complex = useComplexComponents();
  return useMemo(
    () => ({
      definitions: new Map((definitions.data ?? []).map((d) => [d._id, d])),
      loading: definitions.isPending,
      error: definitions.error ? errorMessageOf(definitions.error) : undefined,
      complexComponents: complex.data ?? [],
      complexComponentsCut: complex.cut,
    }),
    [definitions.data, definitions.isPending, definitions.error, complex.data, complex.cut],
  );
}

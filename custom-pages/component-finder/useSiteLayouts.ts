// The layouts of the current site and its complex components, for the component finder and the wireframe.
import { useQuery } from '@tanstack/react-query';
import { useSiteId } from '../../schema-adapters/shared';
import { useSchemas } from '../../schema-adapters/schemasContext';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useApiCall } from '../shared';
import type { ComplexComponentRecord } from '../layout-editor/types';
import { fetchAllRecords, layoutsOf, schemasWithLayouts, type LayoutRecord, type SiteLayout } from './siteLayouts';

export interface SiteLayouts {
  layouts: SiteLayout[];
  /** Records by type (Page, ComplexComponent...). */
  records: Record<string, LayoutRecord[]>;
  complexComponents: ComplexComponentRecord[];
  /** Types that could not be read, with the reason. */
  failures: { type: string; message: string }[];
}

export function useSiteLayouts() {
  const call = useApiCall();
  const siteId = useSiteId();
  const schemas = schemasWithLayouts(useSchemas());
  const types = schemas.map((s) => s._id);
  return useQuery({
    queryKey: ['site-layouts', siteId, types],
    queryFn: async (): Promise<SiteLayouts> => {
      const result: SiteLayouts = { layouts: [], records: {}, complexComponents: [], failures: [] };
      await Promise.all(
        schemas.map(async (schema) => {
          try {
            const records = await fetchAllRecords(call, siteId, schema._id);
            result.records[schema._id] = records;
            result.layouts.push(...layoutsOf(schema, records));
          } catch (error) {
            result.failures.push({ type: schema._id, message: errorMessageOf(error) });
          }
        }),
      );
      const order = new Map(types.map((t, i) => [t, i]));
      result.layouts.sort((a, b) => (order.get(a.owner.cls) ?? 0) - (order.get(b.owner.cls) ?? 0));
      result.complexComponents = (result.records.ComplexComponent ?? []) as unknown as ComplexComponentRecord[];
      return result;
    },
    staleTime: 30_000,
  });
}

// The choices of an enum (or of a list of choices): declared values, a data source's records through the data
// provider (resource, query as filter), or the answer of a custom API path (spec 001 §3 dataSource).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { cutNotice } from '../../../model/allPages';
import { errorMessageOf, useSiteId } from '../../shared';
import { useAllRecords } from '../../shared/useAllRecords';
import { fetchApiPathRecords } from './dataSourceFetch';
import { dataSourceChoices, dataSourceFilter, declaredChoices, withCurrentValues, type EnumChoice } from './enumChoices';

export interface EnumChoices {
  choices: EnumChoice[];
  isPending: boolean;
  /** The French message of a failed load. */
  error?: string;
  /** Said under the input when the data source has more records than "all" reads ('… 12 de plus non affichés'). */
  notice?: string;
}

export function useEnumChoices(prop: PropertyDefinition, current: unknown): EnumChoices {
  const dataSource = prop.dataSource;
  const byApiPath = Boolean(dataSource?.apiPath);
  const byResource = Boolean(dataSource?.resource) && !byApiPath;
  const siteId = useSiteId();

  const filter = useMemo(() => dataSourceFilter(dataSource?.query), [dataSource?.query]);
  const fromResource = useAllRecords(dataSource?.resource ?? '', { filter, enabled: byResource });
  const fromApiPath = useQuery({
    queryKey: ['enumDataSource', siteId, dataSource?.apiPath, dataSource?.isGlobal, dataSource?.query, dataSource?.listPath],
    queryFn: () => fetchApiPathRecords(dataSource!, siteId),
    enabled: byApiPath,
  });

  const records = byApiPath ? fromApiPath.data : fromResource.data;
  const choices = useMemo(
    () => (dataSource ? withCurrentValues(dataSourceChoices(records ?? [], dataSource), current) : declaredChoices(prop, current)),
    [dataSource, records, current, prop],
  );
  if (!dataSource) return { choices, isPending: false };
  const query = byApiPath ? fromApiPath : fromResource;
  const notice = byResource && fromResource.cut > 0 ? cutNotice(fromResource.cut) : undefined;
  return { choices, isPending: query.isPending, error: query.error ? errorMessageOf(query.error) : undefined, notice };
}

// Search-as-you-type choices of a reference: the records matching the typed text, plus the current one.
import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useGetManyAggregate, type RaRecord } from 'react-admin';

const SEARCH_RESULTS = 25;

/**
 * `knownLabel` is the label a serialised value carries, shown at once. The current record is fetched through
 * getMany, aggregated: a list of 200 references makes one call, not 200.
 */
export function useReferenceChoices(reference: string, currentId: string, knownLabel = '') {
  const [search, setSearch] = useState('');
  const found = useGetList(
    reference,
    { pagination: { page: 1, perPage: SEARCH_RESULTS }, filter: search ? { q: search } : {} },
    { placeholderData: keepPreviousData },
  );
  const hasCurrent = currentId !== '';
  const current = useGetManyAggregate(reference, { ids: hasCurrent ? [currentId] : [] }, { enabled: hasCurrent, retry: false });
  // The autocomplete keeps the first choice it matched to the value: offer the current record once loaded, or
  // its known label meanwhile; by its id alone only when it cannot be loaded (deleted meanwhile).
  const choices = useMemo(() => {
    const records: RaRecord[] = found.data ?? [];
    const loaded = current.data?.find((record) => record?.id === currentId);
    const fallback = knownLabel ? { id: currentId, label: knownLabel } : current.isPending ? undefined : { id: currentId };
    const selected = hasCurrent ? (loaded ?? fallback) : undefined;
    return selected && !records.some((r) => r.id === selected.id) ? [selected, ...records] : records;
  }, [found.data, hasCurrent, current.data, current.isPending, currentId, knownLabel]);
  return {
    choices,
    isPending: found.isPending || (hasCurrent && !knownLabel && current.isPending),
    error: found.error,
    setSearch,
  };
}

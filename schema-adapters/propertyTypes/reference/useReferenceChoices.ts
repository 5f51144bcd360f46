// Search-as-you-type choices of a reference: the records matching the typed text, plus the current one.
import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useGetManyAggregate, type RaRecord } from 'react-admin';

const SEARCH_RESULTS = 25;

/**
 * `knownLabel` is the label a serialised value carries, shown at once. The current record is fetched through
 * getMany, aggregated: a list of 200 references makes one call, not 200. The search runs once `searching` (the
 * choices opened) or text is typed.
 */
export function useReferenceChoices(reference: string, currentId: string, knownLabel = '', searching = true) {
  const [search, setSearch] = useState('');
  const found = useGetList(
    reference,
    { pagination: { page: 1, perPage: SEARCH_RESULTS }, filter: search ? { q: search } : {} },
    { placeholderData: keepPreviousData, enabled: searching || search !== '' },
  );
  const hasCurrent = currentId !== '';
  // A serialised value names its record already: fetched only when it does not.
  const current = useGetManyAggregate(reference, { ids: hasCurrent ? [currentId] : [] }, { enabled: hasCurrent && !knownLabel, retry: false });
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
    // A search not asked yet is not pending: the field shows its value, not a spinner.
    isPending: (found.isPending && found.fetchStatus !== 'idle') || (hasCurrent && !knownLabel && current.isPending),
    error: found.error,
    setSearch,
  };
}

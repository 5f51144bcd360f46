// Search-as-you-type choices of a reference: the records matching the typed text, plus the current one.
import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useGetOne, type RaRecord } from 'react-admin';

const SEARCH_RESULTS = 25;

export function useReferenceChoices(reference: string, currentId: string) {
  const [search, setSearch] = useState('');
  const found = useGetList(
    reference,
    { pagination: { page: 1, perPage: SEARCH_RESULTS }, filter: search ? { q: search } : {} },
    { placeholderData: keepPreviousData },
  );
  const hasCurrent = currentId !== '';
  const current = useGetOne(reference, { id: currentId }, { enabled: hasCurrent, retry: false });
  // The autocomplete keeps the first choice it matched to the value: offer the current record only once loaded,
  // or by its id alone when it cannot be (deleted meanwhile).
  const choices = useMemo(() => {
    const records: RaRecord[] = found.data ?? [];
    const selected = hasCurrent ? (current.data ?? (current.error ? { id: currentId } : undefined)) : undefined;
    return selected && !records.some(r => r.id === selected.id) ? [selected, ...records] : records;
  }, [found.data, hasCurrent, current.data, current.error, currentId]);
  return { choices, isPending: found.isPending || (hasCurrent && current.isPending), error: found.error, setSearch };
}

import { useGetManyAggregate } from 'react-admin';
import { shortText } from '../../shared';

/** The label of the referenced record: the one the value carries, else fetched (getMany, aggregated). */
export function useReferenceLabel(type: string, id: string, knownLabel: string): { label: string; isPending: boolean } {
  const fetched = useGetManyAggregate(type, { ids: id ? [id] : [] }, { enabled: Boolean(id) && !knownLabel, retry: false });
  if (!id) return { label: '', isPending: false };
  if (knownLabel) return { label: knownLabel, isPending: false };
  const record = fetched.data?.find((r) => r?.id === id);
  return { label: record ? shortText(record) || id : fetched.isPending ? '' : id, isPending: fetched.isPending };
}

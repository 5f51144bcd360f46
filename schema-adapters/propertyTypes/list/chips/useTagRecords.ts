// The site's tags, loaded once and matched in the browser (prefix, case and accents ignored), plus the records
// of picked tags that are not among them.
import { useMemo } from 'react';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../../model/constants';
import { errorMessageOf, shortText } from '../../../shared';

export const TAG = 'Tag';

export const tagLabel = (tag: RaRecord | undefined): string => shortText(tag?.label) || shortText(tag?.text) || String(tag?.id ?? '');
export const tagTexts = (tag: RaRecord): string[] => [tag.label, tag.text].filter((t): t is string => typeof t === 'string');

export function useTagRecords(pickedIds: string[]) {
  const all = useGetList<RaRecord>(TAG, { pagination: { page: 1, perPage: MAX_PAGE_SIZE } });
  const missing = useMemo(() => (all.data ? pickedIds.filter((id) => !all.data.some((tag) => tag.id === id)) : []), [all.data, pickedIds]);
  const extra = useGetMany<RaRecord>(TAG, { ids: missing }, { enabled: missing.length > 0 });
  const tags = useMemo(
    () => [...(all.data ?? []), ...(extra.data ?? [])].sort((a, b) => tagLabel(a).localeCompare(tagLabel(b), 'fr')),
    [all.data, extra.data],
  );
  const byId = useMemo(() => new Map(tags.map((tag) => [String(tag.id), tag])), [tags]);
  return { tags, byId, isPending: all.isPending, error: all.error ? errorMessageOf(all.error) : undefined };
}

// The site's tags, loaded once and matched in the browser (prefix, case and accents ignored), plus the records
// of picked tags that are not among them.
import { useMemo } from 'react';
import { useGetMany, type RaRecord } from 'react-admin';
import { errorMessageOf, shortText } from '../../../shared';
import { useAllRecords } from '../../../shared/useAllRecords';
import { cutNotice } from '../../../../model/allPages';

export const TAG = 'Tag';

export const tagLabel = (tag: RaRecord | undefined): string => shortText(tag?.label) || shortText(tag?.text) || String(tag?.id ?? '');
export const tagTexts = (tag: RaRecord): string[] => [tag.label, tag.text].filter((t): t is string => typeof t === 'string');

export function useTagRecords(pickedIds: string[]) {
  const all = useAllRecords(TAG);
  const loaded = all.data;
  const missing = useMemo(() => (loaded ? pickedIds.filter((id) => !loaded.some((tag) => tag.id === id)) : []), [loaded, pickedIds]);
  const extra = useGetMany<RaRecord>(TAG, { ids: missing }, { enabled: missing.length > 0 });
  const tags = useMemo(
    () => [...(all.data ?? []), ...(extra.data ?? [])].sort((a, b) => tagLabel(a).localeCompare(tagLabel(b), 'fr')),
    [all.data, extra.data],
  );
  const byId = useMemo(() => new Map(tags.map((tag) => [String(tag.id), tag])), [tags]);
  return {
    tags,
    byId,
    notice: all.cut > 0 ? cutNotice(all.cut) : undefined,
    isPending: all.isPending,
    error: all.error ? errorMessageOf(all.error) : undefined,
  };
}

import { useCallback, useMemo } from 'react';
import { useCreate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useRecordLinkTo } from '../../../shared';
import { referenceIdOf, referenceLabelOf, toReference } from '../../reference/referenceValue';
import type { PropertyInputProps } from '../../types';
import { itemsOf, maxItemsOf } from '../listItems';
import { ChipListInput } from './ChipListInput';
import { textKey } from './chipText';
import { TAG, tagLabel, tagTexts, useTagRecords } from './useTagRecords';

const asText = (value: unknown) => (typeof value === 'string' ? value : referenceLabelOf(value));

/**
 * A tag list as chips: references to Tag records ({_id, _cls: 'Tag', _isRef: true}), or tag texts when the
 * list holds strings. Typing a prefix (no need for case or accents) offers the matching tags; a new tag can be
 * created from the typed text.
 */
export const TagListInput = ({ prop, label, validate, readOnly, disabled, asReferences }: PropertyInputProps & { asReferences: boolean }) => {
  const current: unknown = useWatch({ name: prop.key });
  const pickedIds = useMemo(() => (asReferences ? itemsOf(current).map(referenceIdOf).filter(Boolean) : []), [asReferences, current]);
  const { tags, byId, isPending, error, notice } = useTagRecords(pickedIds);
  const [createTag] = useCreate();
  const linkTo = useRecordLinkTo();

  const options = useMemo(
    () =>
      asReferences
        ? tags.map((tag) => toReference(String(tag.id), TAG))
        : tags.map((tag) => (typeof tag.text === 'string' ? tag.text : tagLabel(tag))),
    [asReferences, tags],
  );
  const keyOf = useCallback((value: unknown) => (asReferences ? referenceIdOf(value) : textKey(asText(value))), [asReferences]);
  const labelOf = useCallback(
    (value: unknown) => (asReferences ? tagLabel(byId.get(referenceIdOf(value))) || referenceLabelOf(value) : asText(value)),
    [asReferences, byId],
  );
  const searchTextsOf = useCallback(
    (value: unknown) => {
      if (!asReferences) return [asText(value), ...tags.filter((tag) => tag.text === value).flatMap(tagTexts)];
      const tag = byId.get(referenceIdOf(value));
      return tag ? tagTexts(tag) : [labelOf(value)];
    },
    [asReferences, byId, labelOf, tags],
  );
  const hrefOf = useCallback(
    (value: unknown) => (asReferences && referenceIdOf(value) ? linkTo({ type: TAG, id: referenceIdOf(value), view: true }) : undefined),
    [asReferences, linkTo],
  );
  const create = useMemo(
    () =>
      asReferences
        ? {
            label: (text: string) => `Créer le tag « ${text} »`,
            value: async (text: string) => {
              const created = await createTag(TAG, { data: { text, label: text } }, { returnPromise: true });
              return toReference(String((created as RaRecord).id), TAG);
            },
          }
        : { label: (text: string) => `Ajouter « ${text} »`, value: (text: string) => text.trim() },
    [asReferences, createTag],
  );

  return (
    <ChipListInput
      source={prop.key}
      label={label}
      validate={validate}
      readOnly={readOnly}
      disabled={disabled}
      helperText={error ?? notice ?? prop.description}
      options={options}
      isPending={isPending}
      keyOf={keyOf}
      labelOf={labelOf}
      searchTextsOf={searchTextsOf}
      hrefOf={hrefOf}
      create={create}
      maxItems={maxItemsOf(prop)}
    />
  );
};

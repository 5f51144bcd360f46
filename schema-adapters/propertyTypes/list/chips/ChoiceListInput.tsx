import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { isScalar } from '../../enum/enumChoices';
import { useEnumChoices } from '../../enum/useEnumChoices';
import type { PropertyInputProps } from '../../types';
import { maxItemsOf } from '../listItems';
import { ChipListInput } from './ChipListInput';

/** A list of choices (enum items, or strings of a data source, e.g. a user's sites) as chips. */
export const ChoiceListInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const current: unknown = useWatch({ name: prop.key });
  const { choices, isPending, error, notice } = useEnumChoices(prop, current);
  const options = useMemo(() => choices.map((choice) => choice.id), [choices]);
  const keyOf = useCallback((value: unknown) => (isScalar(value) ? `${typeof value}:${String(value)}` : (JSON.stringify(value) ?? '')), []);
  const labelOf = useCallback((value: unknown) => choices.find((c) => c.id === value)?.name ?? String(value), [choices]);
  const searchTextsOf = useCallback((value: unknown) => [labelOf(value), String(value)], [labelOf]);
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
      maxItems={maxItemsOf(prop)}
    />
  );
};

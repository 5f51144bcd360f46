import { useWatch } from 'react-hook-form';
import type { PropertyInputProps } from '../types';
import { SearchableSelect } from './SearchableSelect';
import { useEnumChoices } from './useEnumChoices';

/**
 * An enum: a searchable select among its declared values or its data source's records (spec 000 §5, 001 §3).
 * Not required: '(aucun)' empties it. Multiple: chips; one pick stores that value, none stores null.
 */
export const EnumInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const current: unknown = useWatch({ name: prop.key });
  const { choices, isPending, error, notice } = useEnumChoices(prop, current);
  return (
    <SearchableSelect
      source={prop.key}
      label={label}
      validate={validate}
      choices={choices}
      multiple={prop.multiple === true}
      required={prop.required === true}
      readOnly={readOnly}
      disabled={disabled}
      isPending={isPending}
      helperText={error ?? notice ?? prop.description}
    />
  );
};

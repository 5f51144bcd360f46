import type { ReactElement } from 'react';
import { AutocompleteInput, type RaRecord, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SEARCH_DEBOUNCE_MS } from '../../../model/constants';
import { errorMessageOf, shortText } from '../../shared';
import { referenceIdOf, toReference } from './referenceValue';
import { useReferenceChoices } from './useReferenceChoices';

export interface ReferenceAutocompleteProps {
  source: string;
  /** The referenced schema (resource) searched and stored as `_cls`. */
  type: string;
  label: ReactElement | string;
  validate?: Validator;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: string;
}

// A record's label, else its name, title, login... (records without a label, like users).
const recordLabel = (record: RaRecord) => shortText(record) || String(record.id);
// The server already matched the typed text: keep every result it sent.
const keepServerMatches = () => true;

/**
 * Search-as-you-type on the referenced records. The form holds the stored shape {_id, _cls, _isRef};
 * the autocomplete works on ids (format / parse).
 */
export const ReferenceAutocomplete = ({ source, type, label, validate, readOnly, disabled, helperText }: ReferenceAutocompleteProps) => {
  const value: unknown = useWatch({ name: source });
  const { choices, isPending, error, setSearch } = useReferenceChoices(type, referenceIdOf(value));
  return (
    <AutocompleteInput
      source={source}
      label={label}
      validate={validate}
      readOnly={readOnly}
      disabled={disabled}
      choices={choices}
      isPending={isPending}
      optionText={recordLabel}
      translateChoice={false}
      format={referenceIdOf}
      parse={id => toReference(id, type)}
      setFilter={setSearch}
      matchSuggestion={keepServerMatches}
      debounce={SEARCH_DEBOUNCE_MS}
      helperText={error ? errorMessageOf(error) : helperText || false}
      fullWidth
    />
  );
};

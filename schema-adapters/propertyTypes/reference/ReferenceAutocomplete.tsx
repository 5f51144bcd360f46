import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AutocompleteInput, type RaRecord, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SEARCH_DEBOUNCE_MS } from '../../../model/constants';
import { recordLabel } from '../../../model/recordName';
import { errorMessageOf, shortText } from '../../shared';
import { referenceIdOf, referenceLabelOf, toReference } from './referenceValue';
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
  /** Takes the focus and opens its choices on mount (a picker the user just reached). */
  autoFocus?: boolean;
}

// Named as everywhere in the console (a user by its login, not by its civility).
const optionText = (record: RaRecord) => shortText(recordLabel(record));
// The server already matched the typed text: keep every result it sent.
const keepServerMatches = () => true;

/**
 * Search-as-you-type on the referenced records. The form holds the stored shape {_id, _cls, _isRef};
 * the autocomplete works on ids (format / parse).
 */
export const ReferenceAutocomplete = ({ source, type, label, validate, readOnly, disabled, helperText, autoFocus }: ReferenceAutocompleteProps) => {
  const value: unknown = useWatch({ name: source });
  const id = referenceIdOf(value);
  const knownLabel = referenceLabelOf(value);
  // The search asks the server once the choices are first opened: a form of ten pickers makes no search on opening.
  const [opened, setOpened] = useState(Boolean(autoFocus));
  const { choices, isPending, error, setSearch } = useReferenceChoices(type, id, knownLabel === id ? '' : knownLabel, opened);
  // Focused after mount, not with autoFocus: a focus during the render would open the choices while rendering.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, [autoFocus]);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      validate={validate}
      readOnly={readOnly}
      disabled={disabled}
      choices={choices}
      isPending={isPending}
      optionText={optionText}
      translateChoice={false}
      format={referenceIdOf}
      parse={(id) => toReference(id, type)}
      setFilter={setSearch}
      matchSuggestion={keepServerMatches}
      debounce={SEARCH_DEBOUNCE_MS}
      helperText={error ? errorMessageOf(error) : helperText || false}
      fullWidth
      openOnFocus={autoFocus}
      onOpen={() => setOpened(true)}
      TextFieldProps={{ inputRef }}
    />
  );
};

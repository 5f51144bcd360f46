import { useState, type ReactElement } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { fuzzyFilterOptions } from '../../shared/fuzzyFilterOptions';
import type { EnumChoice } from './enumChoices';
import { NONE_LABEL, NO_RESULT, choiceOf, pickedOf, storedPicks } from './selectValue';

export interface SearchableSelectProps {
  source: string;
  label: ReactElement | string;
  validate?: Validator;
  choices: EnumChoice[];
  multiple?: boolean;
  /** A required select offers no '(aucun)' and cannot be cleared. */
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  isPending?: boolean;
  helperText?: string;
}

type Option = { id: EnumChoice['id'] | null; name: string };
const NONE: Option = { id: null, name: NONE_LABEL };
const identity = (value: unknown) => value;
const filterOptions = fuzzyFilterOptions((option: Option) => option.name);

/** A select whose choices can be searched by typing (case and accents ignored, typos forgiven). */
export const SearchableSelect = (props: SearchableSelectProps) => {
  const { source, label, validate, choices, multiple = false, required = false, readOnly, disabled, isPending, helperText } = props;
  const { id, field, fieldState, formState } = useInput({ source, validate, format: identity, parse: identity });
  const [input, setInput] = useState('');
  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  const common = {
    id,
    options: multiple || required ? (choices as Option[]) : [NONE, ...choices],
    getOptionLabel: (option: Option) => option.name,
    filterOptions,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    noOptionsText: NO_RESULT(input),
    loading: isPending,
    loadingText: 'Chargement…',
    readOnly,
    disabled,
    onInputChange: (_event: unknown, text: string) => setInput(text),
    onBlur: field.onBlur,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        label={label}
        name={field.name}
        inputRef={field.ref}
        error={showError}
        helperText={<InputHelperText error={showError ? error : undefined} helperText={helperText || false} />}
      />
    ),
  };
  if (multiple) {
    const picked = pickedOf(field.value).map((v) => choiceOf(choices, v));
    return (
      <Autocomplete<Option, true>
        {...common}
        multiple
        filterSelectedOptions
        value={picked}
        onChange={(_event, options) => field.onChange(storedPicks(options.flatMap((o) => (o.id === null ? [] : [o.id]))))}
      />
    );
  }
  const [current] = pickedOf(field.value);
  return (
    <Autocomplete<Option, false, boolean>
      {...common}
      disableClearable={required}
      value={current === undefined ? null : choiceOf(choices, current)}
      onChange={(_event, option) => field.onChange(option?.id ?? null)}
    />
  );
};

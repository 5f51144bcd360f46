import type { ReactElement } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { referenceIdOf, referenceLabelOf } from './referenceValue';
import { useReferenceLabel } from './useReferenceLabel';

export interface ReferencePlaceholderProps {
  source: string;
  type: string;
  label: ReactElement | string;
  validate?: Validator;
  disabled?: boolean;
  helperText?: string;
  /** The user reaches the field: the real picker takes its place. */
  onActivate: () => void;
}

const identity = (value: unknown) => value;

/**
 * The picked record's label in a field that looks like the picker, holding the field's validation.
 * Focusing or clicking it mounts the real search-as-you-type picker.
 */
export const ReferencePlaceholder = ({ source, type, label, validate, disabled, helperText, onActivate }: ReferencePlaceholderProps) => {
  const { id, field, fieldState, formState } = useInput({ source, validate, format: identity, parse: identity });
  const refId = referenceIdOf(field.value);
  const known = referenceLabelOf(field.value);
  const { label: shown } = useReferenceLabel(type, refId, known === refId ? '' : known);
  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      label={label}
      value={shown}
      name={field.name}
      inputRef={field.ref}
      disabled={disabled}
      onFocus={onActivate}
      onMouseDown={onActivate}
      error={showError}
      helperText={<InputHelperText error={showError ? error : undefined} helperText={helperText || false} />}
      fullWidth
      slotProps={{
        htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <ArrowDropDownIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

import { useEffect, useRef, useState, type ReactElement } from 'react';
import TextField from '@mui/material/TextField';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { OBJECT_EDITOR_DEBOUNCE_MS } from '../../../model/constants';
import { useDebounced } from '../../shared/useDebounced';
import { isInvalidJson, jsonTextOf, parseJsonText, textMatches, uncompiledMessage } from './jsonText';

export interface JsonTextInputProps {
  source: string;
  label: ReactElement | string;
  /** The shared validator of the value, run once the text parses. */
  validate?: Validator;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: string;
}

const identity = (value: unknown) => value;

/**
 * A small JSON editor: the value is stored as soon as the text compiles; until then the form holds a marker that the
 * shared validator refuses with 'JSON invalide : {why} (ligne, colonne)', so a half-typed text is never saved. The
 * text reaches the form OBJECT_EDITOR_DEBOUNCE_MS after the last keystroke (spec 001 §9), at once on leaving the field.
 */
export const JsonTextInput = ({ source, label, validate, readOnly, disabled, helperText }: JsonTextInputProps) => {
  const { id, field, fieldState, formState } = useInput({
    source,
    format: identity,
    parse: identity,
    validate: (value: unknown, values: Record<string, unknown>, props: unknown) => uncompiledMessage(value) ?? validate?.(value, values, props),
  });
  const [text, setText] = useState(() => jsonTextOf(field.value));
  const typed = useRef(text);
  typed.current = text;
  const store = useDebounced((next: string) => field.onChange(parseJsonText(next)), OBJECT_EDITOR_DEBOUNCE_MS);
  // A value set from elsewhere (undo, JSON mode, reset) replaces the text; the user's own typing does not.
  useEffect(() => {
    if (!textMatches(typed.current, field.value) && !isInvalidJson(field.value)) setText(jsonTextOf(field.value));
  }, [field.value]);

  const invalidNow = uncompiledMessage(parseJsonText(text));
  const shownError = fieldState.error?.message ?? (fieldState.isTouched ? invalidNow : undefined);
  const showError = Boolean(shownError) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        store(event.target.value);
      }}
      onBlur={() => {
        store.flush();
        field.onBlur();
      }}
      name={field.name}
      inputRef={field.ref}
      multiline
      minRows={2}
      maxRows={16}
      fullWidth
      margin="dense"
      variant="filled"
      size="small"
      disabled={disabled}
      error={showError}
      helperText={<InputHelperText error={showError ? shownError : undefined} helperText={helperText || false} />}
      slotProps={{ input: { readOnly }, htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
    />
  );
};

// The schema editor's inputs: MUI fields bound to a react-hook-form path; errors come from the editor's store.
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { fuzzyFilterOptions } from '../../../schema-adapters/shared/fuzzyFilterOptions';
import { KeyBadge } from '../../shared/KeyBadge';
import { useErrorAt } from './errorsStore';
import { useSchemaEditor } from './EditorContext';

interface BaseProps {
  /** Form path ('propertiesList.2.label'). */
  name: string;
  label: string;
  /** The key shown to developers; the last segment of the path by default. */
  keyName?: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

export interface Choice {
  id: string;
  name: string;
}

const lastSegment = (name: string) => name.split('.').pop() ?? name;

function FieldLabel({ name, label, keyName, required }: BaseProps) {
  return (
    <span>
      {label}
      {required && <span aria-hidden="true">&thinsp;*</span>}
      <KeyBadge name={keyName ?? lastSegment(name)} />
    </span>
  );
}

function useField(name: string) {
  const { errors } = useSchemaEditor();
  const { field } = useController({ name });
  const error = useErrorAt(errors, name);
  return { field, error };
}

export function TextInput(
  props: BaseProps & { multiline?: boolean; maxLength?: number; placeholder?: string; monospace?: boolean; autoFocus?: boolean },
) {
  const { name, multiline, maxLength, placeholder, monospace, disabled, helperText, autoFocus } = props;
  const { field, error } = useField(name);
  const value = typeof field.value === 'string' || typeof field.value === 'number' ? String(field.value) : '';
  const counter = maxLength !== undefined ? `${value.length} / ${maxLength}` : undefined;
  return (
    <TextField
      label={<FieldLabel {...props} />}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={name}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      error={!!error}
      helperText={
        error ??
        (helperText || counter ? (
          <>
            {helperText}
            {helperText && counter ? ' · ' : ''}
            {counter}
          </>
        ) : undefined)
      }
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'aria-label': props.label, ...(monospace && { style: { fontFamily: 'monospace' } }) } }}
    />
  );
}

/** A number, or nothing when cleared. */
export function NumberInput(props: BaseProps & { min?: number; max?: number; integer?: boolean; placeholder?: string }) {
  const { name, min, max, integer, placeholder, disabled, helperText } = props;
  const { field, error } = useField(name);
  return (
    <TextField
      type="number"
      label={<FieldLabel {...props} />}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(event) => {
        const text = event.target.value;
        const number = text === '' ? undefined : Number(text);
        field.onChange(number === undefined || Number.isNaN(number) ? undefined : integer ? Math.trunc(number) : number);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={name}
      placeholder={placeholder}
      disabled={disabled}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'aria-label': props.label, min, max, step: integer ? 1 : 'any' } }}
    />
  );
}

/** A flag; `absent` is what an unset flag means (true for the schema flags that default to true). */
export function SwitchInput(props: BaseProps & { absent?: boolean }) {
  const { name, absent = false, disabled, helperText } = props;
  const { field, error } = useField(name);
  const checked = typeof field.value === 'boolean' ? field.value : absent;
  return (
    <FormControl error={!!error} sx={{ display: 'block' }}>
      <FormControlLabel
        control={
          <Switch checked={checked} onChange={(event) => field.onChange(event.target.checked)} name={name} disabled={disabled} inputRef={field.ref} />
        }
        label={<FieldLabel {...props} />}
      />
      {(error || helperText) && <FormHelperText sx={{ mt: -0.5 }}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** One of the choices; `emptyLabel` offers "nothing" (the key is then removed). A value outside the choices stays shown. */
export function SelectInput(props: BaseProps & { choices: Choice[]; emptyLabel?: string }) {
  const { name, choices, emptyLabel, disabled, helperText } = props;
  const { field, error } = useField(name);
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const all = value && !choices.some((choice) => choice.id === value) ? [...choices, { id: value, name: value }] : choices;
  return (
    <TextField
      select
      label={<FieldLabel {...props} />}
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={name}
      disabled={disabled}
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'aria-label': props.label },
        ...(emptyLabel !== undefined && { select: { displayEmpty: true }, inputLabel: { shrink: true } }),
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {all.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const byText = fuzzyFilterOptions((text: string) => text);

/** A list of texts: chosen among `options`, or typed (Enter adds) when `freeSolo`. */
export function ChipsInput(props: BaseProps & { options: Choice[]; freeSolo?: boolean; placeholder?: string }) {
  const { name, options, freeSolo, placeholder, disabled, helperText } = props;
  const { field, error } = useField(name);
  const value: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;
  return (
    <Autocomplete
      multiple
      freeSolo={freeSolo}
      options={options.map((option) => option.id)}
      getOptionLabel={nameOf}
      filterOptions={fuzzyFilterOptions(nameOf)}
      value={value}
      onChange={(_event, next) => field.onChange(next.map((item) => String(item).trim()).filter(Boolean))}
      filterSelectedOptions
      disabled={disabled}
      autoSelect={freeSolo}
      renderInput={(params) => (
        <TextField
          {...params}
          label={<FieldLabel {...props} />}
          placeholder={value.length ? undefined : placeholder}
          error={!!error}
          helperText={error ?? helperText}
          size="small"
          inputRef={field.ref}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': props.label } }}
        />
      )}
    />
  );
}

/** One text chosen among options or typed. */
export function ComboInput(props: BaseProps & { options: string[]; placeholder?: string }) {
  const { name, options, placeholder, disabled, helperText } = props;
  const { field, error } = useField(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={byText}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => field.onChange(next)}
      onChange={(_event, next) => field.onChange(next ?? '')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={<FieldLabel {...props} />}
          placeholder={placeholder}
          error={!!error}
          helperText={error ?? helperText}
          size="small"
          inputRef={field.ref}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': props.label } }}
        />
      )}
    />
  );
}

/** Several of a few choices, as checkboxes (plugins, disallowed tags, visitor types). */
export function CheckboxesInput(props: BaseProps & { choices: Choice[] }) {
  const { name, choices, disabled, helperText } = props;
  const { field, error } = useField(name);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...value, id] : value.filter((item) => item !== id);
    // Kept in the order of the choices, for a stable record.
    field.onChange(choices.map((choice) => choice.id).filter((item) => next.includes(item)));
  };
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend" sx={{ fontSize: '0.85rem' }}>
        <FieldLabel {...props} />
      </FormLabel>
      <FormGroup row>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            control={<Checkbox size="small" checked={value.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />}
            label={choice.name}
          />
        ))}
      </FormGroup>
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

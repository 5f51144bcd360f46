import { useState, type ReactElement } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { InputHelperText, Link, useInput, type Validator } from 'react-admin';
import { NO_RESULT } from '../../enum/selectValue';
import { itemsOf } from '../listItems';
import { matchesPrefix, uniqueBy } from './chipText';

/** A choice to create what was typed ('Créer le tag « … »'), offered when nothing matches exactly. */
interface CreateOption {
  $create: string;
}
type Option = unknown;
const isCreate = (option: Option): option is CreateOption =>
  typeof option === 'object' && option !== null && typeof (option as CreateOption).$create === 'string';

const SHOWN_OPTIONS = 50;
const identity = (value: unknown) => value;

export interface ChipListInputProps {
  source: string;
  label: ReactElement | string;
  validate?: Validator;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Stored values offered for picking. */
  options: unknown[];
  isPending?: boolean;
  /** Uniqueness key of a stored value (id, or folded text). */
  keyOf: (value: unknown) => string;
  labelOf: (value: unknown) => string;
  /** Texts a typed prefix is matched against. */
  searchTextsOf: (value: unknown) => string[];
  /** Link of a chip (the referenced record). */
  hrefOf?: (value: unknown) => string | undefined;
  /** Turns typed text into a value (creating the record if need be); absent: only offered values. */
  create?: { label: (text: string) => string; value: (text: string) => Promise<unknown> | unknown };
  /** No more picks beyond this count (max / length). */
  maxItems?: number;
}

/** Chips with an autocomplete on a prefix (case and accents ignored); each value at most once. */
export const ChipListInput = (props: ChipListInputProps) => {
  const { source, label, validate, readOnly, disabled, helperText, options, isPending, keyOf, labelOf, searchTextsOf, hrefOf, create, maxItems } =
    props;
  const { id, field, fieldState, formState } = useInput({ source, validate, format: identity, parse: identity });
  const { getValues } = useFormContext();
  const [input, setInput] = useState('');
  const picked = itemsOf(field.value);
  const full = maxItems !== undefined && picked.length >= maxItems;
  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);

  const store = (values: unknown[]) => field.onChange(uniqueBy(values, keyOf).slice(0, maxItems ?? Infinity));
  /**
   * What a pick or a removal does to the list this render showed, applied to the list as the form holds it now: a
   * creation's answer (a new tag) may have been stored since, and a pick made meanwhile must not drop it, nor it the pick.
   */
  const onChange = async (values: Option[]) => {
    const creating = values.find(isCreate);
    const kept = values.filter((value) => !isCreate(value));
    const keptKeys = new Set(kept.map(keyOf));
    const shownKeys = new Set(picked.map(keyOf));
    const added = kept.filter((value) => !shownKeys.has(keyOf(value)));
    const removed = new Set([...shownKeys].filter((key) => !keptKeys.has(key)));
    store([...itemsOf(getValues(source)).filter((value) => !removed.has(keyOf(value))), ...added]);
    if (creating && create) {
      const created = await create.value(creating.$create);
      store([...itemsOf(getValues(source)), created]);
    }
  };

  const filterOptions = (all: Option[], { inputValue }: { inputValue: string }): Option[] => {
    const taken = new Set(picked.map(keyOf));
    const found = all.filter((option) => !taken.has(keyOf(option)) && matchesPrefix(inputValue, searchTextsOf(option))).slice(0, SHOWN_OPTIONS);
    const typed = inputValue.trim();
    const exact = all.some((option) => searchTextsOf(option).some((text) => text.trim().toLowerCase() === typed.toLowerCase()));
    return create && typed && !exact ? [...found, { $create: typed } satisfies CreateOption] : found;
  };

  return (
    <Autocomplete<Option, true, false, false>
      id={id}
      multiple
      autoHighlight
      options={options}
      value={picked}
      filterOptions={filterOptions}
      getOptionLabel={(option) => (isCreate(option) ? (create?.label(option.$create) ?? option.$create) : labelOf(option))}
      isOptionEqualToValue={(a, b) => !isCreate(a) && !isCreate(b) && keyOf(a) === keyOf(b)}
      getOptionDisabled={() => full}
      noOptionsText={NO_RESULT(input)}
      loading={isPending}
      loadingText="Chargement…"
      readOnly={readOnly}
      disabled={disabled}
      inputValue={input}
      onInputChange={(_event, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onChange={(_event, values) => void onChange(values)}
      onBlur={field.onBlur}
      fullWidth
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const href = hrefOf?.(value);
          return href ? (
            <Chip key={key} {...itemProps} size="small" label={labelOf(value)} component={Link} to={href} clickable />
          ) : (
            <Chip key={key} {...itemProps} size="small" label={labelOf(value)} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          placeholder={full || readOnly ? undefined : 'Tapez pour chercher'}
          error={showError}
          helperText={<InputHelperText error={showError ? error : undefined} helperText={helperText || false} />}
        />
      )}
    />
  );
};

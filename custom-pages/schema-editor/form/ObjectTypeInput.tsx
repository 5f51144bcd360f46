import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fuzzyFilterOptions } from '../../../schema-adapters/shared/fuzzyFilterOptions';
import { KeyBadge } from '../../shared/KeyBadge';
import { useErrorAt } from './errorsStore';
import { useSchemaEditor } from './EditorContext';

const byText = fuzzyFilterOptions((text: string) => text);

/** Referenced types: one is stored as a text, several as a list (the meta-schema allows both). */
export function ObjectTypeInput({ name, label, options }: { name: string; label: string; options: string[] }) {
  const { errors } = useSchemaEditor();
  const { field } = useController({ name });
  const error = useErrorAt(errors, name);
  const value: string[] = Array.isArray(field.value) ? field.value : typeof field.value === 'string' && field.value ? [field.value] : [];
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      filterOptions={byText}
      value={value}
      filterSelectedOptions
      onChange={(_event, next) => {
        const types = next.map((item) => String(item).trim()).filter(Boolean);
        field.onChange(types.length === 0 ? undefined : types.length === 1 ? types[0] : types);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={
            <span>
              {label}
              <KeyBadge name="objectType" />
            </span>
          }
          error={!!error}
          helperText={error ?? 'Un ou plusieurs types (Entrée pour ajouter)'}
          size="small"
          inputRef={field.ref}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }}
        />
      )}
    />
  );
}

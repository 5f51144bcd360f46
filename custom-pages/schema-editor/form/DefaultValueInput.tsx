// The default value of a new record's property (spec 001 §3: bool, int, string, enum), typed as the property.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import { flatKindOf } from '../../../model/propertyTypes';
import { KeyBadge } from '../../shared/KeyBadge';
import { useErrorAt } from './errorsStore';
import { useSchemaEditor } from './EditorContext';
import { NumberInput, TextInput } from './inputs';
import type { EnumValueForm } from './schemaForm';

const LABEL = 'Valeur par défaut';

/** A select over typed choices: the stored value is the choice's own value (a boolean, a number, a text). */
function ChoiceDefault({ name, choices }: { name: string; choices: { value: unknown; label: string }[] }) {
  const { errors } = useSchemaEditor();
  const { field } = useController({ name });
  const error = useErrorAt(errors, name);
  const index = choices.findIndex((choice) => choice.value === field.value);
  const unknown = field.value !== undefined && index < 0;
  return (
    <TextField
      select
      label={
        <span>
          {LABEL}
          <KeyBadge name="default" />
        </span>
      }
      value={unknown ? 'unknown' : index < 0 ? '' : String(index)}
      onChange={(event) => {
        const picked = event.target.value;
        if (picked === 'unknown') return;
        field.onChange(picked === '' ? undefined : choices[Number(picked)].value);
      }}
      error={!!error}
      helperText={error}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'aria-label': LABEL } }}
    >
      <MenuItem value="">(aucune)</MenuItem>
      {choices.map((choice, i) => (
        <MenuItem key={i} value={String(i)}>
          {choice.label}
        </MenuItem>
      ))}
      {unknown && <MenuItem value="unknown">{JSON.stringify(field.value)}</MenuItem>}
    </TextField>
  );
}

const BOOL_CHOICES = [
  { value: true, label: 'Oui' },
  { value: false, label: 'Non' },
];

function EnumDefault({ name }: { name: string }) {
  const values: EnumValueForm[] | undefined = useWatch({ name: `${name}.values` });
  const choices = (values ?? []).map((entry) => ({
    value: entry.kind === 'number' ? Number(entry.value) : entry.kind === 'boolean' ? entry.value === 'true' : entry.value,
    label: entry.label || entry.value,
  }));
  return <ChoiceDefault name={`${name}.default`} choices={choices} />;
}

/** `name` is the property's path. */
export function DefaultValueInput({ name, type }: { name: string; type: string }) {
  const at = `${name}.default`;
  const kind = flatKindOf(type);
  switch (kind) {
    case 'flag':
      return <ChoiceDefault name={at} choices={BOOL_CHOICES} />;
    case 'integer':
    case 'number':
      return <NumberInput name={at} label={LABEL} integer={kind === 'integer'} />;
    case 'choice':
      return <EnumDefault name={name} />;
    case 'text':
      return <TextInput name={at} label={LABEL} />;
    case 'date':
    case 'json':
      // Their types offer no default (model/propertyTypes.ts: no 'default' extra).
      return null;
  }
}

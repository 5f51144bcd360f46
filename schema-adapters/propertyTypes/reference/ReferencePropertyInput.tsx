import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { ReadOnlyField } from '../common/ReadOnlyField';
import type { PropertyInputProps } from '../types';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { ReferenceLink } from './ReferenceLink';
import { ReferencePlaceholder } from './ReferencePlaceholder';
import { useLazyInputs } from '../nested/lazyInputs';
import { referenceClassOf, referenceIdOf, referenceTypesOf } from './referenceValue';

/** A property allowed to point to several types first asks which one. */
export const ReferencePropertyInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const types = referenceTypesOf(prop);
  const { getValues, setValue } = useFormContext();
  const [type, setType] = useState(() => referenceClassOf(getValues(prop.key)) ?? types[0]);
  // In long lists the picker mounts when the user reaches it (then it takes the focus and opens).
  const lazy = useLazyInputs();
  const [active, setActive] = useState(!lazy);
  if (!type) {
    return (
      <ReadOnlyField label={label} helperText="Aucun type de référence (objectType) dans le schéma">
        {referenceIdOf(getValues(prop.key))}
      </ReadOnlyField>
    );
  }
  const changeType = (next: string) => {
    setType(next);
    setValue(prop.key, null, { shouldDirty: true });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {types.length > 1 && (
        <TextField
          select
          variant="filled"
          size="small"
          margin="dense"
          label="Type"
          value={type}
          disabled={readOnly || disabled}
          onChange={(event) => changeType(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
      )}
      {active ? (
        <ReferenceAutocomplete
          key={type}
          source={prop.key}
          type={type}
          label={label}
          validate={validate}
          readOnly={readOnly}
          disabled={disabled}
          helperText={prop.description}
          autoFocus={lazy}
        />
      ) : (
        <ReferencePlaceholder
          source={prop.key}
          type={type}
          label={label}
          validate={validate}
          disabled={disabled}
          helperText={prop.description}
          onActivate={() => !readOnly && !disabled && setActive(true)}
        />
      )}
      <ReferenceLink source={prop.key} type={type} />
    </Box>
  );
};

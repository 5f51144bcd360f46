// slug (spec 001 §5): what is typed is stored slugified (lowercased, accents stripped, non-word runs → '-');
// the stored value is shown under the field, and the field shows it too once left.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { slugify } from '../../../model/slug';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';

const slugOf = (text: string, max: number | undefined): string | null => slugify(text, max) || null;

export const SlugInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { field, fieldState, id } = useInput({ source: prop.key, validate, readOnly, disabled });
  const stored = typeof field.value === 'string' ? field.value : '';
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const recordLabel: unknown = useWatch({ name: 'label' });
  const editable = !readOnly && !disabled;
  const max = typeof prop.max === 'number' ? prop.max : undefined;

  // While typing the field keeps the text as typed; a value set from elsewhere replaces it.
  useEffect(() => {
    setTyped((current) => (current !== undefined && slugOf(current, max) === (stored || null) ? current : undefined));
  }, [stored, max]);

  const change = (text: string) => {
    setTyped(text);
    field.onChange(slugOf(text, max));
  };

  const fromLabel = typeof recordLabel === 'string' ? slugOf(recordLabel, max) : null;

  return (
    <InputFrame label={label} htmlFor={id} error={fieldState.error?.message} helperText={prop.description}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          id={id}
          size="small"
          hiddenLabel
          value={typed ?? stored}
          placeholder="mon-titre-de-page"
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setTyped(undefined);
            field.onBlur();
          }}
          error={!!fieldState.error}
          slotProps={{ input: { readOnly: !editable }, htmlInput: { 'aria-label': prop.label ?? prop.key, spellCheck: false } }}
          sx={{ flex: 1, minWidth: 280 }}
        />
        {editable && fromLabel && fromLabel !== stored && (
          <Button size="small" onClick={() => change(fromLabel)}>
            Depuis le titre
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" data-testid="stored-slug">
        Valeur enregistrée :{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
          {stored || '—'}
        </Box>
      </Typography>
    </InputFrame>
  );
};

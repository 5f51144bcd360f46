// A colour: the native picker, a text field (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()) and the 16 colours used last.
import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import { useInput } from 'react-admin';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { toPickerHex, withPickedHex } from './colorText';
import { cssColorOf } from './cssColorOf';
import { useRecentColors } from './recentColors';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : (cssColorOf(value) ?? ''));

export const ColorInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { field, fieldState, id } = useInput({ source: prop.key, validate, readOnly, disabled });
  const { colors, remember } = useRecentColors();
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();
  const editable = !readOnly && !disabled;
  const text = textOf(field.value);
  const swatch = cssColorOf(text);

  const set = (next: string | null) => {
    field.onChange(next);
    field.onBlur();
  };

  // The native 'change' event fires when the picker closes on a colour: that colour is remembered.
  const latest = useRef(remember);
  latest.current = remember;
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const onCommit = () => latest.current(input.value);
    input.addEventListener('change', onCommit);
    return () => input.removeEventListener('change', onCommit);
  }, []);

  return (
    <InputFrame label={label} htmlFor={id} error={fieldState.error?.message} helperText={prop.description}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box
          component="label"
          htmlFor={pickerId}
          title="Choisir une couleur"
          sx={{
            position: 'relative',
            width: 40,
            height: 40,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            cursor: editable ? 'pointer' : 'default',
            // A checkerboard under a transparent colour.
            background: 'repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 50% / 12px 12px',
            overflow: 'hidden',
          }}
        >
          <Box sx={{ position: 'absolute', inset: 0, bgcolor: swatch ?? 'transparent' }} />
          <input
            ref={picker}
            id={pickerId}
            type="color"
            aria-label={`Sélecteur de couleur (${prop.label ?? prop.key})`}
            value={toPickerHex(text)}
            disabled={!editable}
            onChange={(event) => set(withPickedHex(text, event.target.value))}
            style={{ position: 'absolute', inset: 0, opacity: 0, width: '100%', height: '100%', cursor: 'inherit', border: 0, padding: 0 }}
          />
        </Box>
        <TextField
          id={id}
          size="small"
          hiddenLabel
          value={text}
          placeholder="#rrggbb ou rgba(…)"
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={() => {
            field.onBlur();
            if (cssColorOf(text)) remember(text.trim());
          }}
          error={!!fieldState.error}
          slotProps={{
            input: {
              readOnly: !editable,
              sx: { fontFamily: 'monospace' },
              endAdornment:
                editable && text ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label="Effacer la couleur" onClick={() => set(null)}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
            },
            htmlInput: { 'aria-label': prop.label ?? prop.key, spellCheck: false },
          }}
          sx={{ width: 240 }}
        />
      </Box>
      {editable && colors.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} role="group" aria-label="Couleurs récentes">
          <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
            Récentes :
          </Typography>
          {colors.map((color) => (
            <Tooltip key={color} title={color}>
              <Box
                component="button"
                type="button"
                aria-label={`Couleur ${color}`}
                onClick={() => {
                  set(color);
                  remember(color);
                }}
                sx={{
                  width: 22,
                  height: 22,
                  p: 0,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: color,
                  cursor: 'pointer',
                  outlineOffset: 1,
                }}
              />
            </Tooltip>
          ))}
        </Box>
      )}
    </InputFrame>
  );
};

// Font (spec 000 §3): imported or not; a web-safe family from a list, or a free family with its CSS url.
// Pasting CSS (a <link>, an @import, a font-family declaration) into a field fills the url and the family.
import type { ClipboardEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput } from 'react-admin';
import { WEB_SAFE_FONTS } from '../../../model/validation';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { parsePastedFont } from './fontCss';
import { fontOf, storedFont, withCssUrl, withFamily, withImported, withPasted, type FontValue } from './fontValue';

export const PASTE_HINT = "Collez le code d'intégration de la police (<link>, @import ou font-family) : l'URL et la famille en sont extraites.";
const SAMPLE = 'Portez ce vieux whisky au juge blond qui fume';

export const FontInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { field, fieldState, id } = useInput({ source: prop.key, validate, readOnly, disabled });
  const font = fontOf(field.value);
  const editable = !readOnly && !disabled;
  const name = prop.label ?? prop.key;

  const set = (next: FontValue) => {
    field.onChange(storedFont(next));
    field.onBlur();
  };

  const onPaste = (event: ClipboardEvent) => {
    if (!editable) return;
    const pasted = parsePastedFont(event.clipboardData.getData('text/plain'));
    if (!pasted) return;
    event.preventDefault();
    set(withPasted(font, pasted));
  };

  return (
    <InputFrame label={label} error={fieldState.error?.message} helperText={prop.description}>
      <Box onPaste={onPaste} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} role="group" aria-label={name}>
        <FormControlLabel
          control={<Switch checked={font.isImported} disabled={!editable} onChange={(event) => set(withImported(font, event.target.checked))} />}
          label="Police importée"
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {font.isImported ? (
            <TextField
              id={id}
              size="small"
              label="Famille de police"
              placeholder="Open Sans"
              value={font.fontFamily}
              onChange={(event) => set(withFamily(font, event.target.value))}
              slotProps={{ input: { readOnly: !editable } }}
              sx={{ minWidth: 240 }}
            />
          ) : (
            <TextField
              id={id}
              select
              size="small"
              label="Famille de police"
              value={(WEB_SAFE_FONTS as readonly string[]).includes(font.fontFamily) ? font.fontFamily : ''}
              onChange={(event) => set(withFamily(font, event.target.value))}
              disabled={!editable}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">
                <em>(aucune)</em>
              </MenuItem>
              {WEB_SAFE_FONTS.map((family) => (
                <MenuItem key={family} value={family} sx={{ fontFamily: `'${family}'` }}>
                  {family}
                </MenuItem>
              ))}
            </TextField>
          )}
          {font.isImported && (
            <TextField
              size="small"
              label="URL du CSS"
              placeholder="https://fonts.googleapis.com/css2?family=…"
              value={font.cssUrl ?? ''}
              onChange={(event) => set(withCssUrl(font, event.target.value))}
              slotProps={{ input: { readOnly: !editable, sx: { fontFamily: 'monospace' } } }}
              sx={{ flex: 1, minWidth: 320 }}
            />
          )}
        </Box>
        {editable && (
          <Typography variant="caption" color="text.secondary">
            {PASTE_HINT}
          </Typography>
        )}
        {font.fontFamily && (
          <Typography variant="body1" sx={{ fontFamily: `'${font.fontFamily.replace(/'/g, '')}', sans-serif` }} data-testid="font-sample">
            {SAMPLE}
          </Typography>
        )}
      </Box>
    </InputFrame>
  );
};

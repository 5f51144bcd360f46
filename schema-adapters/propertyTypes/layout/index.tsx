// layout: read-only but readable (rows × columns × components), checked by the shared validator;
// its editor is a separate screen (spec 001 §4 "Layout editing").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInput } from 'react-admin';
import { useMemo } from 'react';
import { InputFrame } from '../frame';
import type { PropertyCellProps, PropertyInputProps, PropertyTypeAdapter } from '../types';
import { inEditorWords } from './inEditorWords';
import { rowLabel, summarizeLayout, summaryLabel } from './layoutSummary';

const MAX_ROWS_SHOWN = 20;

const LayoutInput = ({ prop, label, validate }: PropertyInputProps) => {
  // Registered with the validator so that a broken layout shows 'Error in layout ! …' and blocks the save.
  const inputValidate = useMemo(() => inEditorWords(validate), [validate]);
  const { field, fieldState } = useInput({ source: prop.key, validate: inputValidate });
  const summary = summarizeLayout(field.value);
  return (
    <InputFrame label={label} error={fieldState.error?.message} helperText={prop.description}>
      <Typography variant="body2" data-testid="layout-summary">
        {summaryLabel(summary)}
      </Typography>
      {summary.rows.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', color: 'text.secondary' }}>
          {summary.rows.slice(0, MAX_ROWS_SHOWN).map((row, i) => (
            <Typography component="li" variant="caption" key={i} sx={{ display: 'block' }}>
              {rowLabel(row, i)}
            </Typography>
          ))}
          {summary.rows.length > MAX_ROWS_SHOWN && (
            <Typography component="li" variant="caption" sx={{ display: 'block' }}>
              … et {summary.rows.length - MAX_ROWS_SHOWN} autres rangées
            </Typography>
          )}
        </Box>
      )}
    </InputFrame>
  );
};

const LayoutCell = ({ value }: PropertyCellProps) => (
  <Typography component="span" variant="body2">
    {summaryLabel(summarizeLayout(value))}
  </Typography>
);

export const layoutAdapter: PropertyTypeAdapter = {
  Input: LayoutInput,
  Cell: LayoutCell,
};

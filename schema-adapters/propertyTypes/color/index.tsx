// color and Color: a colour input with the colours used last, and a swatch in list cells.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shortText } from '../../shared';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { cssColorOf } from './cssColorOf';
import { lazyInput } from '../lazyInput';

const ColorInput = lazyInput(
  () => import('./ColorInput'),
  (m) => m.ColorInput,
);

export const ColorSwatch = ({ value }: { value: unknown }) => {
  const color = cssColorOf(value);
  const text = color ?? shortText(value);
  if (!text) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {color && <Box component="span" sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: color }} />}
      <Typography component="span" variant="body2">
        {text}
      </Typography>
    </Box>
  );
};

const ColorCell = ({ value }: PropertyCellProps) => <ColorSwatch value={value} />;

export const colorAdapter: PropertyTypeAdapter = { Input: ColorInput, Cell: ColorCell };

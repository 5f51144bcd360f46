import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shortText } from '../../shared';
import { EmptyValue } from '../common/EmptyValue';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { cssColorOf } from './cssColorOf';

const ColorSwatch = ({ value, inline }: ReadableProps) => {
  const color = cssColorOf(value);
  const text = color ?? shortText(value);
  if (!text) return inline ? null : <EmptyValue />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {color && (
        <Box
          component="span"
          sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: color }}
        />
      )}
      <Typography component="span" variant="body2">
        {text}
      </Typography>
    </Box>
  );
};

export const colorAdapter = readableAdapter(ColorSwatch);

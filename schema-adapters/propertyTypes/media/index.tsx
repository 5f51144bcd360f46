// Files and images show their stored path until their upload inputs land.
import Typography from '@mui/material/Typography';
import { EmptyValue } from '../common/EmptyValue';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { mediaPathOf } from './mediaPathOf';

const MediaPath = ({ value, inline }: ReadableProps) => {
  const path = mediaPathOf(value);
  if (!path) return inline ? null : <EmptyValue />;
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {path}
    </Typography>
  );
};

export const mediaAdapter = readableAdapter(MediaPath);

// The slug is computed from the label (spec 000 §5); its stored value is shown as is.
import Typography from '@mui/material/Typography';
import { shortText } from '../../shared';
import { EmptyValue } from '../common/EmptyValue';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';

const SlugText = ({ value, inline }: ReadableProps) => {
  const text = shortText(value, 200);
  if (!text) return inline ? null : <EmptyValue />;
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
      {text}
    </Typography>
  );
};

export const slugAdapter = readableAdapter(SlugText);

import Typography from '@mui/material/Typography';
import { EmptyValue } from '../common/EmptyValue';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { richtextPreview } from './richtextPreview';

const RichtextPreview = ({ value, inline }: ReadableProps) => {
  const text = richtextPreview(value);
  if (!text) return inline ? null : <EmptyValue />;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};

export const richtextAdapter = readableAdapter(RichtextPreview);

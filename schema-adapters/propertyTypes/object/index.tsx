// Objects and the object-shaped types (Font, Link) read as 'key: value' lines.
import Typography from '@mui/material/Typography';
import { EmptyValue } from '../common/EmptyValue';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { objectLines } from './objectLines';

const ObjectLines = ({ value, inline }: ReadableProps) => {
  const lines = objectLines(value);
  if (lines.length === 0) return inline ? null : <EmptyValue />;
  if (inline) return <Typography component="span" variant="body2">{lines.join(' · ')}</Typography>;
  return (
    <Typography component="div" variant="body2">
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Typography>
  );
};

export const objectAdapter = readableAdapter(ObjectLines);

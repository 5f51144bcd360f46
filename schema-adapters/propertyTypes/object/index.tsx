// Objects: a nested form of their members, or a JSON editor; cells read as 'key: value' lines.
import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { objectLines } from './objectLines';
import { lazyInput } from '../lazyInput';

const ObjectInput = lazyInput(
  () => import('./ObjectInput'),
  (m) => m.ObjectInput,
);

const ObjectCell = ({ value }: PropertyCellProps) => {
  const lines = objectLines(value);
  return lines.length ? (
    <Typography component="span" variant="body2">
      {lines.join(' · ')}
    </Typography>
  ) : null;
};

export const objectAdapter: PropertyTypeAdapter = { Input: ObjectInput, Cell: ObjectCell };

import Typography from '@mui/material/Typography';
import { defaultValueOf } from '../../../model/validation';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { rowsLabel } from './rowsLabel';

const RowsCount = ({ value }: ReadableProps) => (
  <Typography component="span" variant="body2">
    {rowsLabel(value)}
  </Typography>
);

export const layoutAdapter = readableAdapter(RowsCount, prop => defaultValueOf(prop) ?? []);

import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { ListInput } from './ListInput';
import { countLabel, listSummary } from './listSummary';

const ListCell = ({ value }: PropertyCellProps) => {
  const { count, labels, more } = listSummary(value);
  return (
    <Typography component="span" variant="body2">
      {countLabel(count)}
      {labels.length > 0 && ` : ${labels.join(', ')}${more ? ', …' : ''}`}
    </Typography>
  );
};

export const listAdapter: PropertyTypeAdapter = {
  Input: ListInput,
  Cell: ListCell,
};

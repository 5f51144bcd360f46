import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { countLabel, listSummary } from './listSummary';
import { lazyInput } from '../lazyInput';

const ListInput = lazyInput(
  () => import('./ListInput'),
  (m) => m.ListInput,
);

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

import Typography from '@mui/material/Typography';
import { defaultValueOf } from '../../../model/validation';
import { readableAdapter, type ReadableProps } from '../common/readableAdapter';
import { countLabel, listSummary } from './listSummary';

const ListSummary = ({ value }: ReadableProps) => {
  const { count, labels, more } = listSummary(value);
  return (
    <Typography component="span" variant="body2">
      {countLabel(count)}
      {labels.length > 0 && ` : ${labels.join(', ')}${more ? ', …' : ''}`}
    </Typography>
  );
};

export const listAdapter = readableAdapter(ListSummary, prop => defaultValueOf(prop) ?? []);

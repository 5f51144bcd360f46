// slug: typed text stored slugified, the stored value shown (spec 001 §5).
import Typography from '@mui/material/Typography';
import { shortText } from '../../shared';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { lazyInput } from '../lazyInput';

const SlugInput = lazyInput(
  () => import('./SlugInput'),
  (m) => m.SlugInput,
);

const SlugCell = ({ value }: PropertyCellProps) => {
  const text = shortText(value, 200);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
      {text}
    </Typography>
  );
};

export const slugAdapter: PropertyTypeAdapter = { Input: SlugInput, Cell: SlugCell };

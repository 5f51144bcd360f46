// Link: an external url or a page of the site.
import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { linkOf } from './linkValue';
import { lazyInput } from '../lazyInput';

const LinkInput = lazyInput(
  () => import('./LinkInput'),
  (m) => m.LinkInput,
);

const LinkCell = ({ value }: PropertyCellProps) => {
  const link = linkOf(value);
  const text = link.url ?? (link.pageId ? `Page : ${link.name ?? link.pageId}` : '');
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
};

export const linkAdapter: PropertyTypeAdapter = { Input: LinkInput, Cell: LinkCell };
export { publicLinkOf, linkOf } from './linkValue';

// Link: an external url or a page of the site.
import Typography from '@mui/material/Typography';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { LinkInput } from './LinkInput';
import { linkOf } from './linkValue';

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

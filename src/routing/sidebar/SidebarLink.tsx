import { Box, Chip, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { usePathname } from '../../shell/pathname';
import { PlainLink } from '../../shell/PlainLink';
import { useSite } from '../useSite';

interface SidebarLinkProps {
  /** Path below the site. */
  to: string;
  label: string;
  /** Highlighted while the location is below this path (default: `to` itself). */
  activePrefix?: string;
  /** The number of records shown beside it (a collection's or a sub-filter's). */
  count?: number;
  nested?: boolean;
  /** Highlighted exactly when this is true (a saved view: its list with its own address), instead of by path. */
  selected?: boolean;
}

export function SidebarLink({ to, label, activePrefix, count, nested, selected }: SidebarLinkProps) {
  const { sitePath } = useSite();
  const pathname = usePathname();
  const prefix = sitePath(activePrefix ?? to);
  const active = selected ?? (pathname === prefix || pathname.startsWith(`${prefix}/`));
  return <SidebarEntry href={sitePath(to)} label={label} active={active} count={count} nested={nested} />;
}

// Every link follows the path (not the query: a list's search draws none), but a navigation changes the highlight of
// two: the others are not drawn again (nor is their anchor: PlainLink).
const SidebarEntry = memo(function SidebarEntry({
  href,
  label,
  active,
  count,
  nested,
}: {
  href: string;
  label: string;
  active: boolean;
  count?: number;
  nested?: boolean;
}) {
  const translate = useTranslate();
  return (
    <ListItem disablePadding>
      <ListItemButton component={PlainLink} to={href} selected={active} aria-current={active ? 'page' : undefined} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText primary={label} />
        {count !== undefined && (
          <Box sx={{ ml: 1 }}>
            <Chip size="small" label={count} aria-label={translate('console.sidebar.count', { smart_count: count })} />
          </Box>
        )}
      </ListItemButton>
    </ListItem>
  );
});

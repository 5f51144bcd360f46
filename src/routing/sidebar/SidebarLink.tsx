import { Box, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PlainLink } from '../../shell/PlainLink';
import { useSite } from '../useSite';

interface SidebarLinkProps {
  /** Path below the site. */
  to: string;
  label: string;
  /** Highlighted while the location is below this path (default: `to` itself). */
  activePrefix?: string;
  badge?: ReactNode;
  nested?: boolean;
  /** Highlighted exactly when this is true (a saved view: its list with its own address), instead of by path. */
  selected?: boolean;
}

export function SidebarLink({ to, label, activePrefix, badge, nested, selected }: SidebarLinkProps) {
  const { sitePath } = useSite();
  const { pathname } = useLocation();
  const prefix = sitePath(activePrefix ?? to);
  const active = selected ?? (pathname === prefix || pathname.startsWith(`${prefix}/`));
  return <SidebarEntry href={sitePath(to)} label={label} active={active} badge={badge} nested={nested} />;
}

// Every link follows the location, but a navigation changes the highlight of two: the others are not drawn again
// (nor is their anchor: PlainLink).
const SidebarEntry = memo(
  ({ href, label, active, badge, nested }: { href: string; label: string; active: boolean; badge?: ReactNode; nested?: boolean }) => (
    <ListItem disablePadding>
      <ListItemButton component={PlainLink} to={href} selected={active} aria-current={active ? 'page' : undefined} sx={{ pl: nested ? 4 : 2 }}>
        <ListItemText primary={label} />
        {badge && <Box sx={{ ml: 1 }}>{badge}</Box>}
      </ListItemButton>
    </ListItem>
  ),
);
SidebarEntry.displayName = 'SidebarEntry';

import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import type { Section } from '../../model/sections';
import { CrashBoundary } from '../shell/CrashBoundary';
import { usePathname } from '../shell/pathname';
import { InSidebarSlot } from '../shell/SidebarSlot';
import { SectionSidebar } from './sidebar/SectionSidebar';
import { useSidebarOpen } from './useSidebarOpen';

interface SectionLayoutProps {
  section: Section;
  collections: DataSchema[];
  /** Sidebar entries under 'Raccourcis', paths below the section. */
  shortcuts: { label: string; path: string }[];
  children: ReactNode;
}

/** Wide content (a table, a form row) scrolls inside its own box: the page itself never scrolls sideways. */
const CONTAINED = {
  '& :has(> table)': { overflowX: 'auto', maxWidth: '100%' },
  // A long address (a record's public link) breaks rather than widening the page.
  '& a': { overflowWrap: 'anywhere' },
  // On a phone, a cell keeps room for a few words instead of one per line.
  '& table .MuiTableCell-body': { minWidth: { xs: '8rem', sm: 'auto' } },
} as const;

/**
 * A section screen. Beside the page, the sidebar sits in the shell's place for it, out of the `<main>`; its own button
 * hides it. The 'Menu' button shows only where the sidebar does not (hidden, or a phone's that lies over the page when
 * opened), so that no button offers what is already on screen. A crashing screen keeps the sidebar, so the user can go elsewhere.
 */
export function SectionLayout({ section, collections, shortcuts, children }: SectionLayoutProps) {
  const translate = useTranslate();
  const { open, setOpen, overlay } = useSidebarOpen();
  const pathname = usePathname();
  const sidebar = <SectionSidebar section={section} collections={collections} shortcuts={shortcuts} onHide={overlay ? undefined : setOpen} />;
  const menuLabel = translate('console.sidebar.toggle');

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      {overlay ? (
        <Drawer open={open} onClose={() => setOpen(false)}>
          {sidebar}
        </Drawer>
      ) : (
        open && <InSidebarSlot>{sidebar}</InSidebarSlot>
      )}
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1, sm: 2 }, ...CONTAINED }}>
        {(overlay || !open) && (
          <Tooltip title={menuLabel}>
            <IconButton
              aria-label={menuLabel}
              aria-expanded={open}
              aria-controls="section-sidebar"
              onClick={() => setOpen(!open)}
              sx={{ mb: 1, ml: -0.5 }}
            >
              <MenuIcon />
            </IconButton>
          </Tooltip>
        )}
        <CrashBoundary resetKey={pathname}>{children}</CrashBoundary>
      </Box>
    </Box>
  );
}

import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { TitlePortal, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import type { DataSchema } from '../../model/metaSchema';
import type { Section } from '../../model/sections';
import { CrashBoundary } from '../shell/CrashBoundary';
import { SectionSidebar } from './sidebar/SectionSidebar';

interface SectionLayoutProps {
  section: Section;
  collections: DataSchema[];
  /** Sidebar entries under 'Raccourcis', paths below the section. */
  shortcuts: { label: string; path: string }[];
  children: ReactNode;
}

/**
 * A section screen: the 'Menu' button shows or hides the sidebar; the page title goes beside it.
 * A crashing screen keeps the sidebar, so the user can go elsewhere.
 */
export function SectionLayout({ section, collections, shortcuts, children }: SectionLayoutProps) {
  const translate = useTranslate();
  const [open, setOpen] = useStore('console.sidebar.open', true);
  const { pathname } = useLocation();

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
      {open && <SectionSidebar section={section} collections={collections} shortcuts={shortcuts} />}
      <Box sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<MenuIcon />}
            aria-expanded={open}
            aria-controls="section-sidebar"
            onClick={() => setOpen(!open)}
          >
            {translate('console.sidebar.toggle')}
          </Button>
          <TitlePortal variant="h5" component="h1" />
        </Stack>
        <CrashBoundary resetKey={pathname}>{children}</CrashBoundary>
      </Box>
    </Box>
  );
}

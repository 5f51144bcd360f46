// The admin's layout: the skip link, our navbar over the page, and the page. No sidebar here: section screens bring
// their own (spec 000 §2: none on the dashboard), placed beside the `<main>` rather than in it.
import { Box } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router';
import { CrashBoundary } from './CrashBoundary';
import { RedirectNotice } from './RedirectNotice';
import { ShellAppBar } from './ShellAppBar';
import { createSidebarSlot, SidebarSlotProvider } from './SidebarSlot';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { StableDataProvider } from '../../schema-adapters/shared/stableDataProvider';
import { StableNavigate } from './PlainLink';
import { PathnameContext } from './pathname';
import { OnDemandBoundary } from '../../schema-adapters/shared/onDemand';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [sidebarSlot] = useState(createSidebarSlot);
  // Stable: a new callback at each render would move the slot (and the focus inside it) out of the page and back.
  const placeSidebarSlot = useCallback((box: HTMLElement | null) => void box?.appendChild(sidebarSlot), [sidebarSlot]);
  return (
    <StableDataProvider>
      <StableNavigate>
        <PathnameContext.Provider value={pathname}>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
            <SkipLink />
            <ShellAppBar />
            <RedirectNotice />
            <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
              <Box ref={placeSidebarSlot} sx={{ display: 'flex', flexShrink: 0 }} />
              {/* Focusable by the skip link only (tabIndex -1: no stop of its own). */}
              <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
                <SidebarSlotProvider value={sidebarSlot}>
                  <CrashBoundary resetKey={pathname}>
                    <OnDemandBoundary fallback={<Loading />}>{children}</OnDemandBoundary>
                  </CrashBoundary>
                </SidebarSlotProvider>
              </Box>
            </Box>
          </Box>
        </PathnameContext.Provider>
      </StableNavigate>
    </StableDataProvider>
  );
}

// The admin's layout: our navbar over the page. No sidebar here: section screens bring their own
// (spec 000 §2: none on the dashboard).
import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router';
import { CrashBoundary } from './CrashBoundary';
import { RedirectNotice } from './RedirectNotice';
import { ShellAppBar } from './ShellAppBar';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <ShellAppBar />
      <RedirectNotice />
      <Box component="main" id="main-content" sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        <CrashBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </CrashBoundary>
      </Box>
    </Box>
  );
}

import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useStore } from 'react-admin';
import { usePathname } from '../shell/pathname';

/**
 * Whether the section sidebar shows. On a phone (below the tablet breakpoint) it starts closed, lies over the page
 * and closes once a link is followed; from a tablet on it sits beside the page and the choice is remembered.
 */
export function useSidebarOpen(): { open: boolean; setOpen: (open: boolean) => void; overlay: boolean } {
  const overlay = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [docked, setDocked] = useStore('console.sidebar.open', true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOverlayOpen(false), [pathname, overlay]);
  return overlay ? { open: overlayOpen, setOpen: setOverlayOpen, overlay } : { open: docked, setOpen: setDocked, overlay };
}

import { useLocation } from 'react-router';
import type { Section } from '../../model/sections';
import { useSite } from '../routing/useSite';

/** Whether the location is inside the section. */
export function useIsSectionActive() {
  const { pathname } = useLocation();
  const { sitePath } = useSite();
  return (section: Section) => {
    const root = sitePath(section.path);
    return pathname === root || pathname.startsWith(`${root}/`);
  };
}

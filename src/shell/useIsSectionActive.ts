import type { Section } from '../../model/sections';
import { useSite } from '../routing/useSite';
import { usePathname } from './pathname';

/** Whether the location is inside the section. */
export function useIsSectionActive() {
  const pathname = usePathname();
  const { sitePath } = useSite();
  return (section: Section) => {
    const root = sitePath(section.path);
    return pathname === root || pathname.startsWith(`${root}/`);
  };
}

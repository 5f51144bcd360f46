import { useMemo } from 'react';
import { CUSTOM_PAGES } from '../consoleModules';
import { useSiteCollections } from '../routing/useSite';
import { useSessionUser } from '../session/SessionContext';
import { visibleSections } from './visibleSections';

export function useVisibleSections() {
  const user = useSessionUser();
  const collections = useSiteCollections();
  return useMemo(() => visibleSections(user, collections, CUSTOM_PAGES), [user, collections]);
}

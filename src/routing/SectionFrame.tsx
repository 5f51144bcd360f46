import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { CUSTOM_PAGES } from '../consoleModules';
import { canAccessSection } from '../../model/rights';
import { SECTIONS, sectionById, type Section } from '../../model/sections';
import { useSessionUser } from '../session/SessionContext';
import { sectionCollections } from './collections';
import { customShortcutsOf } from './customPageRoute';
import { SectionLayout } from './SectionLayout';
import { useSiteCollections } from './useSite';

const LAST_SECTION = 'console.lastSection';

/** A section's layout (its sidebar of collections and shortcuts) around a screen; remembered as the last section seen. */
export function SectionFrame({ section, children }: { section: Section; children: ReactNode }) {
  const collections = useSiteCollections();
  const [, setLastSection] = useStore<string>(LAST_SECTION);
  useEffect(() => setLastSection(section.id), [section.id, setLastSection]);
  // Kept from one screen to the next of the section: its sidebar is not drawn again at each navigation.
  const ofSection = useMemo(() => sectionCollections(collections, section.id), [collections, section.id]);
  const shortcuts = useMemo(() => [...(section.shortcuts ?? []), ...customShortcutsOf(CUSTOM_PAGES, section.id)], [section]);
  return (
    <SectionLayout section={section} collections={ofSection} shortcuts={shortcuts}>
      {children}
    </SectionLayout>
  );
}

/**
 * The section whose sidebar a screen outside any section shows (an Export record, a Menu): the last one the user was
 * in, which it most likely came from, else the first one it may open.
 */
export function useFrameSection(): Section | undefined {
  const user = useSessionUser();
  const [lastSection] = useStore<string>(LAST_SECTION);
  const last = sectionById(lastSection);
  return last && canAccessSection(user, last.id) ? last : SECTIONS.find((section) => canAccessSection(user, section.id));
}

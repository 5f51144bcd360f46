import { useParams } from 'react-router';
import { CUSTOM_PAGES } from '../consoleModules';
import type { Section } from '../../model/sections';
import { useSessionUser } from '../session/SessionContext';
import { resolveSectionRoute } from './matchCollectionRoute';
import { RouteOutcomeView } from './RouteOutcomeView';
import { SectionFrame } from './SectionFrame';
import { useSiteCollections } from './useSite';
import { useTabPaths } from './useTabPaths';

/** A section's screens (collections and custom pages) with its sidebar; rights, the section root and unknown paths end in redirects. */
export function SectionPage({ section }: { section: Section }) {
  const user = useSessionUser();
  const collections = useSiteCollections();
  const { '*': rest = '' } = useParams();
  const outcome = resolveSectionRoute(section, collections, user, rest, CUSTOM_PAGES, useTabPaths());

  if (outcome.kind === 'redirect') return <RouteOutcomeView outcome={outcome} />;
  return (
    <SectionFrame section={section}>
      <RouteOutcomeView outcome={outcome} />
    </SectionFrame>
  );
}

import { useParams } from 'react-router';
import type { Section } from '../../model/sections';
import { useSessionUser } from '../session/SessionContext';
import { sectionCollections } from './collections';
import { resolveSectionRoute } from './matchCollectionRoute';
import { RouteOutcomeView } from './RouteOutcomeView';
import { SectionLayout } from './SectionLayout';
import { useSiteCollections } from './useSite';

/** A section's screens with its sidebar; rights, the section root and unknown paths end in redirects. */
export function SectionPage({ section }: { section: Section }) {
  const user = useSessionUser();
  const collections = useSiteCollections();
  const { '*': rest = '' } = useParams();
  const outcome = resolveSectionRoute(section, collections, user, rest);

  if (outcome.kind === 'redirect') return <RouteOutcomeView outcome={outcome} />;
  return (
    <SectionLayout section={section} collections={sectionCollections(collections, section.id)}>
      <RouteOutcomeView outcome={outcome} />
    </SectionLayout>
  );
}

import { Box } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { useParams } from 'react-router';
import type { DataSchema } from '../../model/metaSchema';
import { collectionRoute } from './matchCollectionRoute';
import { RouteOutcomeView } from './RouteOutcomeView';
import { SectionFrame, useFrameSection } from './SectionFrame';
import { useTabPaths } from './useTabPaths';

/**
 * A displayable collection outside any section, at /{siteId}/{plural}: its screens in the console's layout, with the
 * sidebar of the section the user came from (spec 000 §2: every screen but the dashboard shows one).
 */
export function StandaloneCollectionPage({ schema }: { schema: DataSchema }) {
  const { '*': rest = '' } = useParams();
  const outcome = collectionRoute(schema, rest, useTabPaths());
  const section = useFrameSection();
  const screen = <RouteOutcomeView outcome={outcome} />;
  if (outcome.kind === 'redirect') return screen;
  if (!section) {
    return (
      <Box sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <TitlePortal variant="h5" component="h1" />
        {screen}
      </Box>
    );
  }
  return <SectionFrame section={section}>{screen}</SectionFrame>;
}

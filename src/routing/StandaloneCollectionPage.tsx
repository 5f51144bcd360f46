import { Box } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { useParams } from 'react-router';
import type { DataSchema } from '../../model/metaSchema';
import { collectionRoute } from './matchCollectionRoute';
import { RouteOutcomeView } from './RouteOutcomeView';
import { useTabPaths } from './useTabPaths';

/** A displayable collection outside any section, at /{siteId}/{plural}: its screens without a sidebar. */
export function StandaloneCollectionPage({ schema }: { schema: DataSchema }) {
  const { '*': rest = '' } = useParams();
  const outcome = collectionRoute(schema, rest, useTabPaths());
  return (
    <Box sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <TitlePortal variant="h5" component="h1" />
      <RouteOutcomeView outcome={outcome} />
    </Box>
  );
}

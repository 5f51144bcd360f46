import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ListBase, Navigate } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../model/constants';
import { useRecordPaths } from '../shared';
import { CollectionFilters } from './CollectionFilters';
import { CollectionHeader } from './CollectionHeader';
import { CollectionTabs, useOfferedTabs } from './CollectionTabs';
import { CollectionTable } from './CollectionTable';
import { ListViewBar } from './ListViewBar';
import { listStoreKey } from './listAddress';
import { columnsOf, defaultSortOf } from './schemaDerivations';

export interface SchemaCollectionPageProps {
  schema: DataSchema;
  /** A sub-filter of the schema: the server restricts the list to it (the `filter` list parameter). */
  filterId?: string;
  /** A tab beside the list (./extraTabs.tsx), shown in place of the table; it sees the list's context. */
  tab?: string;
  /** Opened on the archives (a link's address state, ARCHIVES_STATE): the first render's value is taken. */
  opensArchived?: boolean;
}

// The error shows above the table (CollectionTable), not as a toast.
const keepErrorInPage = () => undefined;

/**
 * The records of a schema: searchable, filterable, sortable, paged by 30 (spec 000 §2). Memoised, and not following
 * the location itself: a search, a sort or a page changes the address's query, which the list's own controller follows,
 * and only what reads the list (the table, the filters, the view bar) is drawn again before its request leaves.
 */
export const SchemaCollectionPage = memo(function SchemaCollectionPage({ schema, filterId, tab, opensArchived = false }: SchemaCollectionPageProps) {
  const [archived, setArchived] = useState(opensArchived);
  const paths = useRecordPaths(schema);
  const tabs = useOfferedTabs(schema);
  const shownTab = tabs.find((t) => t.path === tab);
  const TabContent = shownTab?.Component;
  const subFilter = filterId === undefined ? undefined : schema.subFilters?.find((filter) => filter.id === filterId);
  if (filterId !== undefined && !subFilter) return <Navigate to={paths.collection} replace />;
  // A tab about the whole collection, reached under a sub-filter's address, is shown at its own.
  if (subFilter && shownTab && !shownTab.followsSubFilter) return <Navigate to={paths.tab(shownTab.path)} replace />;
  return (
    <ListBase
      resource={schema._id}
      perPage={DEFAULT_PAGE_SIZE}
      debounce={SEARCH_DEBOUNCE_MS}
      sort={defaultSortOf(schema)}
      storeKey={listStoreKey(schema._id, filterId)}
      // The list holds only the columns: its own meta keeps these partial records out of the record screen's cache.
      queryOptions={{ meta: { columnsOnly: true, ...(archived && { archived: true }), ...(filterId && { filterId }) }, onError: keepErrorInPage }}
    >
      {/* The section's layout pads the page already: every line given to the chrome is a row less of the table. */}
      <Box>
        <CollectionHeader schema={schema} subFilterLabel={subFilter?.label} archived={archived} onArchivedChange={setArchived} />
        {/* The list's view buttons ('Colonnes', 'Enregistrer la vue') share the tabs' line: a line more for the table. */}
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ flex: '1 1 0', minWidth: 'min(100%, 16rem)' }}>
            <CollectionTabs schema={schema} tabs={tabs} current={tab} filterId={subFilter?.id} />
          </Box>
          {!TabContent && <ListViewBar schema={schema} columns={[...columnsOf(schema).map((prop) => prop.key), 'createdAt']} />}
        </Stack>
        {TabContent ? (
          <TabContent schema={schema} filterId={shownTab?.followsSubFilter ? subFilter?.id : undefined} />
        ) : (
          <>
            <CollectionFilters schema={schema} />
            <CollectionTable schema={schema} archived={archived} />
          </>
        )}
      </Box>
    </ListBase>
  );
});

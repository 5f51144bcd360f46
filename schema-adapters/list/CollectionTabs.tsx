import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkBase } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useRecordPaths, useSessionUser } from '../shared';
import { tabsOf, useCollectionExtraTabs, type CollectionExtraTab } from './extraTabs';

/** The extra tabs this collection offers the session user. */
export function useOfferedTabs(schema: DataSchema): CollectionExtraTab[] {
  return tabsOf(useCollectionExtraTabs(), schema, useSessionUser());
}

/**
 * 'Liste' and the collection's extra tabs, as links (each tab has its own URL); nothing when there is no extra tab.
 * On a sub-filter's list the tabs that follow it stay within it ({collection}/{filterId}/{tab}): an export concerns its records.
 */
export function CollectionTabs({
  schema,
  tabs,
  current,
  filterId,
}: {
  schema: DataSchema;
  tabs: CollectionExtraTab[];
  current?: string;
  filterId?: string;
}) {
  const paths = useRecordPaths(schema);
  if (!tabs.length) return null;
  return (
    <Tabs value={current ?? ''} variant="scrollable" allowScrollButtonsMobile>
      <Tab value="" label="Liste" component={LinkBase} to={paths.tab('collection', filterId)} />
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.label}
          component={LinkBase}
          to={paths.tab(tab.path, tab.followsSubFilter ? filterId : undefined)}
        />
      ))}
    </Tabs>
  );
}

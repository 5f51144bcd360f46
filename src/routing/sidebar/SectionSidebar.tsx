import { Box, List, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { DataSchema } from '../../../model/metaSchema';
import { collectionPath } from '../../../model/paths';
import type { Section } from '../../../model/sections';
import { collectionEntryPath } from '../collections';
import { CollectionCount } from './CollectionCount';
import { SidebarLink } from './SidebarLink';
import { useRefreshCountsAfterWrites } from './useCollectionCount';

/** 'Raccourcis' (the section's shortcuts), then 'General': the collections with their counts and sub-filters. */
export function SectionSidebar({ section, collections }: { section: Section; collections: DataSchema[] }) {
  const translate = useTranslate();
  useRefreshCountsAfterWrites();

  return (
    <Box component="nav" id="section-sidebar" aria-label={section.label} sx={{ width: 260, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <List dense>
        {!!section.shortcuts?.length && <ListSubheader>{translate('console.sidebar.shortcuts')}</ListSubheader>}
        {section.shortcuts?.map((shortcut) => (
          <SidebarLink key={shortcut.path} to={`${section.path}/${shortcut.path}`} label={shortcut.label} />
        ))}
        <ListSubheader>{translate('console.sidebar.general')}</ListSubheader>
        {collections.map((schema) => (
          <Fragment key={schema._id}>
            <SidebarLink
              to={collectionEntryPath(schema)}
              activePrefix={collectionPath(schema)}
              label={schema.label}
              badge={schema.isSingleton ? undefined : <CollectionCount resource={schema._id} />}
            />
            {schema.subFilters?.map((filter) => (
              <SidebarLink key={filter.id} to={`${collectionPath(schema)}/${filter.id}/collection`} label={filter.label} nested />
            ))}
          </Fragment>
        ))}
      </List>
    </Box>
  );
}

import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { Box, IconButton, List, ListSubheader, Tooltip } from '@mui/material';
import { Fragment, memo, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DataSchema } from '../../../model/metaSchema';
import { collectionPath } from '../../../model/paths';
import type { Section } from '../../../model/sections';
import { collectionEntryPath } from '../collections';
import { useListViews } from '../../../schema-adapters/list/listViews';
import { useAfterFirstPaint } from '../../../schema-adapters/shared/useAfterFirstPaint';
import { SidebarLink } from './SidebarLink';
import { SidebarViews } from './SidebarViews';
import { countKey, useRefreshCountsAfterWrites, useSectionCounts } from './useCollectionCount';

interface SectionSidebarProps {
  section: Section;
  collections: DataSchema[];
  /** The section's shortcuts and those of its custom pages, paths below the section. */
  shortcuts: { label: string; path: string }[];
  /** Beside the page (not over it): its 'Masquer le menu' button, called with false. A stable function: the sidebar is memoised. */
  onHide?: (open: boolean) => void;
}

/** A heading and its entries; a group without entries shows no heading at all (a section of custom pages only has no collections). */
function SidebarGroup({ heading, children }: { heading: string; children: ReactNode[] }) {
  if (!children.length) return null;
  return (
    <>
      <ListSubheader>{heading}</ListSubheader>
      {children}
    </>
  );
}

/** The collections of a sidebar's first paint: more than a screen's worth at 1,440 × 900; the others come in the render after it. */
const FIRST_PAINT_COLLECTIONS = 30;

/** 'Raccourcis' (shortcuts), then 'Général': the collections with their counts and sub-filters. */
export const SectionSidebar = memo(function SectionSidebar({ section, collections, shortcuts, onHide }: SectionSidebarProps) {
  const translate = useTranslate();
  useRefreshCountsAfterWrites();
  const views = useListViews();
  const keys = useMemo(
    () =>
      collections.flatMap((schema) =>
        schema.isSingleton ? [] : [countKey(schema._id), ...(schema.subFilters ?? []).map((filter) => countKey(schema._id, filter.id))],
      ),
    [collections],
  );
  const counts = useSectionCounts(keys);
  // A section of 200 types drew 3,000 components before the page's first rows could show, most of them below the fold.
  const everyCollection = useAfterFirstPaint();
  const shown = everyCollection ? collections : collections.slice(0, FIRST_PAINT_COLLECTIONS);

  return (
    <Box
      component="nav"
      id="section-sidebar"
      aria-label={section.label}
      sx={{ position: 'relative', width: 260, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {onHide && (
        <Tooltip title={translate('console.sidebar.hide')} placement="right">
          <IconButton
            size="small"
            aria-label={translate('console.sidebar.hide')}
            aria-controls="section-sidebar"
            onClick={() => onHide(false)}
            sx={{ position: 'absolute', top: 4, right: 4, zIndex: 2 }}
          >
            <MenuOpenIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <List dense>
        <SidebarGroup heading={translate('console.sidebar.shortcuts')}>
          {shortcuts.map((shortcut) => (
            <SidebarLink key={shortcut.path} to={`${section.path}/${shortcut.path}`} label={shortcut.label} />
          ))}
        </SidebarGroup>
        <SidebarGroup heading={translate('console.sidebar.general')}>
          {shown.map((schema) => (
            <Fragment key={schema._id}>
              <SidebarLink
                to={collectionEntryPath(schema)}
                activePrefix={collectionPath(schema)}
                label={schema.label}
                count={counts?.[countKey(schema._id)]}
              />
              {schema.subFilters?.map((filter) => (
                <SidebarLink
                  key={filter.id}
                  to={`${collectionPath(schema)}/${filter.id}/collection`}
                  label={filter.label}
                  nested
                  count={counts?.[countKey(schema._id, filter.id)]}
                />
              ))}
              <SidebarViews schema={schema} views={views} />
            </Fragment>
          ))}
        </SidebarGroup>
      </List>
    </Box>
  );
});

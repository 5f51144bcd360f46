// A collection's saved views in the sidebar, under its entry: each opens the list with the view's address
// (filters, sort, page size, columns). The views are read once per site (schema-adapters/list/listViews.ts).
import { useLocation } from 'react-router';
import type { DataSchema } from '../../../model/metaSchema';
import { sameListState, searchOfState } from '../../../schema-adapters/list/listAddress';
import type { ListView } from '../../../schema-adapters/list/listViews';
import { collectionEntryPath } from '../collections';
import { SidebarLink } from './SidebarLink';

export function SidebarViews({ schema, views }: { schema: DataSchema; views: ListView[] }) {
  const { search } = useLocation();
  return views
    .filter((view) => view.type === schema._id)
    .map((view) => {
      const query = searchOfState(view.state);
      return (
        <SidebarLink
          key={view._id}
          to={`${collectionEntryPath(schema)}${query}`}
          label={view.shared && !view.mine ? `${view.name} (${view.owner})` : view.name}
          nested
          selected={sameListState(search, query)}
        />
      );
    });
}

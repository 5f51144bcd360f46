import { useCallback } from 'react';
import { tabsOf, useCollectionExtraTabs } from '../../schema-adapters/list/extraTabs';
import type { DataSchema } from '../../model/metaSchema';
import { useSessionUser } from '../session/SessionContext';
import type { TabPathsOf } from './matchCollectionRoute';

/** The URL segments of the list tabs each collection offers the session user. */
export function useTabPaths(): TabPathsOf {
  const tabs = useCollectionExtraTabs();
  const user = useSessionUser();
  return useCallback((schema: DataSchema) => tabsOf(tabs, schema, user).map((tab) => tab.path), [tabs, user]);
}

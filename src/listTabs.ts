// Tabs beside a collection's list (spec 000 §2 "List tabs"), loaded on first use: schema-adapters/list/extraTabs.tsx.
import { lazy } from 'react';
import { WITHOUT_LIST_TOOLS } from '../model/executeCheck';
import type { CollectionExtraTab } from '../schema-adapters/list';

export const COLLECTION_EXTRA_TABS: readonly CollectionExtraTab[] = [
  {
    path: 'export',
    label: 'Export',
    appliesTo: (schema) => !WITHOUT_LIST_TOOLS.has(schema._id),
    Component: lazy(() => import('../custom-pages/exports/ExportTab')),
  },
  {
    path: 'execute',
    label: 'Exécuter',
    appliesTo: (schema, user) => !WITHOUT_LIST_TOOLS.has(schema._id) && user.isDeveloper === true && user.superAdmin === true,
    Component: lazy(() => import('../custom-pages/execute/ExecuteTab')),
  },
];

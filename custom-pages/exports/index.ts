// Exports (issue 11), as server/domains/exports: the 'Export' tab of lists, the 'Export comptable' tab of
// AccountingExportItem, the 'Exécuter' tab (execute/, developer super admins) and the Export record's own view.
// The subscriptions download is a tool of the tools page (tools/registry.ts).
import { lazy } from 'react';
import { offersListTools } from '../../model/listTools';
import type { ConsoleModule } from '../types';

export const exportsModule: ConsoleModule = {
  id: 'exports',
  listTabs: [
    {
      path: 'export',
      label: 'Export',
      appliesTo: (schema) => offersListTools(schema),
      followsSubFilter: true,
      Component: lazy(() => import('./ExportTab')),
    },
    {
      path: 'accounting-export',
      label: 'Export comptable',
      appliesTo: (schema) => schema._id === 'AccountingExportItem',
      Component: lazy(() => import('./AccountingTab')),
    },
    {
      path: 'execute',
      label: 'Exécuter',
      appliesTo: (schema, user) => offersListTools(schema) && user.isDeveloper === true && user.superAdmin === true,
      Component: lazy(() => import('./execute/ExecuteTab')),
    },
  ],
  recordViews: { Export: lazy(() => import('./ExportRecordView')) },
};

// Exports (issue 11), as server/domains/exports: the 'Export' tab of lists, the 'Export comptable' tab of
// AccountingExportItem, the 'Exécuter' tab (execute/, developer super admins) and the Export record's own view.
// The subscriptions download is a tool of the tools page (tools/registry.ts).
import { offersListTools } from '../../model/listTools';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const exportsModule: ConsoleModule = {
  id: 'exports',
  listTabs: [
    {
      path: 'export',
      label: 'Export',
      appliesTo: (schema) => offersListTools(schema),
      followsSubFilter: true,
      Component: onDemand(() => import('./ExportTab')),
    },
    {
      path: 'accounting-export',
      label: 'Export comptable',
      appliesTo: (schema) => schema._id === 'AccountingExportItem',
      Component: onDemand(() => import('./AccountingTab')),
    },
    {
      path: 'execute',
      label: 'Exécuter',
      appliesTo: (schema, user) => offersListTools(schema) && user.isDeveloper === true && user.superAdmin === true,
      Component: onDemand(() => import('./execute/ExecuteTab')),
    },
  ],
  recordViews: { Export: onDemand(() => import('./ExportRecordView')) },
};

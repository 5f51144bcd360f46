// Imports (issue 31), as server/domains/imports: the 'Importer' tab of lists, for whoever may create the list's
// records (super administrators for global types, as the server asks), and the import of a dump of several types, for
// super administrators.
import { offersListTools } from '../../model/listTools';
import { canAccessSection } from '../../model/rights';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const importsModule: ConsoleModule = {
  id: 'imports',
  pages: [
    {
      id: 'dump-import',
      section: 'superadmin',
      path: 'imports',
      label: 'Import de plusieurs types',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./DumpImportPage')),
    },
  ],
  listTabs: [
    {
      path: 'import',
      label: 'Importer',
      appliesTo: (schema, user) =>
        offersListTools(schema) &&
        (user.superAdmin === true || (schema.storedInInstanceDatabase !== false && canAccessSection(user, schema.section))),
      Component: onDemand(() => import('./ImportTab')),
    },
  ],
};

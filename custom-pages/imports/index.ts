// Imports (issue 31), as server/domains/imports: the 'Importer' tab of lists, for whoever may create the list's
// records (super administrators for global types, as the server asks).
import { lazy } from 'react';
import { offersListTools } from '../../model/executeCheck';
import { canAccessSection } from '../../model/rights';
import type { ConsoleModule } from '../types';

export const importsModule: ConsoleModule = {
  id: 'imports',
  listTabs: [
    {
      path: 'import',
      label: 'Importer',
      appliesTo: (schema, user) =>
        offersListTools(schema) &&
        (user.superAdmin === true || (schema.storedInInstanceDatabase !== false && canAccessSection(user, schema.section))),
      Component: lazy(() => import('./ImportTab')),
    },
  ],
};

// Environments (spec 001 §4), as server/domains/environments: the API tokens other servers call this one with
// (api-tokens/), the comparison of contents with another site or server (compare-data/), and the record menu's
// 'Copier vers ...' (copy-to-environment/, whose field diff and environment hooks the other two reuse).
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const environmentsModule: ConsoleModule = {
  id: 'environments',
  pages: [
    {
      id: 'api-tokens',
      section: 'superadmin',
      path: 'api-tokens',
      label: "Jetons d'API",
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./api-tokens/ApiTokensPage')),
    },
    {
      id: 'compare-data',
      section: 'superadmin',
      path: 'compare-data',
      label: 'Comparaison de contenus',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./compare-data/CompareDataPage')),
    },
  ],
  recordMenuActions: [{ id: 'copy-to-environment', Component: onDemand(() => import('./copy-to-environment/CopyToEnvironmentAction')) }],
};

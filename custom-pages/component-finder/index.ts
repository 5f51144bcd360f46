// Recherche de composants (super admin): components by fuzzy search with where they are used, and layout anomalies.
// The site's layouts (useSiteLayouts, OwnerLink) serve the wireframe too.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const componentFinderModule: ConsoleModule = {
  id: 'component-finder',
  pages: [
    {
      id: 'component-finder',
      section: 'superadmin',
      path: 'component-finder',
      label: 'Recherche de composants',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./ComponentFinderPage')),
    },
  ],
};

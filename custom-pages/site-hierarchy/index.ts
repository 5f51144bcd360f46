// Wireframe du site (super admin): the wireframe of the site's pages, complex components opened in place; the same
// tree as the 'Wireframe' tab of a Page record.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const siteHierarchyModule: ConsoleModule = {
  id: 'site-hierarchy',
  pages: [
    {
      id: 'site-hierarchy',
      section: 'superadmin',
      path: 'site-hierarchy',
      label: 'Wireframe du site',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./SiteHierarchyPage')),
    },
  ],
  recordTabs: { Page: [{ label: 'Wireframe', Component: onDemand(() => import('./PageWireframeTab')) }] },
};

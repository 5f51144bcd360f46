// Wireframe du site (super admin): the wireframe of the site's pages, complex components opened in place; the same
// tree as the 'Wireframe' tab of a Page record.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const siteHierarchyModule: ConsoleModule = {
  id: 'site-hierarchy',
  pages: [
    {
      id: 'site-hierarchy',
      section: 'superadmin',
      path: 'site-hierarchy',
      label: 'Wireframe du site',
      sidebar: 'shortcuts',
      Component: lazy(() => import('./SiteHierarchyPage')),
    },
  ],
  recordTabs: { Page: [{ label: 'Wireframe', Component: lazy(() => import('./PageWireframeTab')) }] },
};

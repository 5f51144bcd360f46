// Custom screens of the console (design.md §1): one folder per screen, each loaded on first use (React.lazy) so that
// none adds to the console's initial bundle. The shell (src/routing) routes /{siteId}/{section path}/{path}/… to
// them, behind the section's right, and lists those with `sidebar: 'shortcuts'` under 'Raccourcis'.
//
// Offered here:
// - schemas (super admin): the schema list, summary and editor, in place of the generic `schema` collection screens;
// - schema-preview (super admin): any schema's generated form, filled from a record or empty, never saved;
// - audit-log (super admin): the audit log (GET /api/audit-log);
// - admin-users (super admin): creation and edition of admin users (password, rights, sites); the list stays generic;
// - sites (super admin): creation and edition of sites (id, domain, prod or dev, logo); the list stays generic;
// - component-finder (super admin): components by fuzzy search with where they are used, and layout anomalies;
// - site-hierarchy (super admin): the wireframe of the site's pages, complex components opened in place;
// - views and sales (data section): play and view statistics, sales statistics (statistics/);
// - ingest-keys (super admin): the keys the public sites send their events with;
// - jobs (super admin): every background job, live, and one job's progress and step log;
// - mail-simulator (super admin): what the local SMTP simulator received (without SMTP_URL), and its on/off switch;
// - getresponse-simulator (super admin): the contacts of the local GetResponse simulator (without GETRESPONSE_API_KEY).
// - api-tokens (super admin): the API tokens other servers use to call this one (create, shown once; revoke);
// - compare-data (super admin): content comparison with a site of this or another server, copy and delete each way;
// - tools (super admin): the tools page (custom-pages/tools/registry.ts), each tool a job with its progress.
// - video-encoding (section encoding, right contents): the encoding queue's pages encoding, error and all.
// - images (tools): the site's stored images by name, where each is used, delete to the archive and restore.
// Tabs beside a collection's list (src/listTabs.ts): video-monitoring (the video servers' live gauges and history),
// newsletter-sync (users and payments: the GetResponse sync).
// The test email of an EmailTemplate is a record tab (mail/TestEmailTab, src/inputOverrides.ts).
// Beside the pages: moderation/ (buttons on the rows of the Question and UserComment lists, src/listRowActions.ts).
// The layout editor (layout-editor/) is no page: it is the input of `layout` properties (src/inputOverrides.ts).
// Shared helpers: ./shared (session user, API calls, the shell's 'reload the schemas' request).
import { lazy } from 'react';
import type { CustomPage } from './types';

export type { CustomPage, CustomPageProps } from './types';

/** A record's own screens: …/new and …/{id}/edit; the list and the rest stay with the generic collection. */
const recordForms = (subPath: string[]): boolean =>
  (subPath.length === 1 && subPath[0] === 'new') ||
  (subPath.length === 2 && subPath[1] === 'edit' && subPath[0] !== 'new' && subPath[0] !== 'collection');

export const CUSTOM_PAGES: readonly CustomPage[] = [
  {
    id: 'schemas',
    section: 'superadmin',
    path: 'schemas',
    label: 'Schémas',
    Component: lazy(() => import('./schema-editor/SchemasPage')),
  },
  {
    id: 'schema-preview',
    section: 'superadmin',
    path: 'schema-preview',
    label: "Aperçu d'un formulaire",
    sidebar: 'shortcuts',
    Component: lazy(() => import('./schema-preview/SchemaPreviewPage')),
  },
  {
    id: 'jobs',
    section: 'superadmin',
    path: 'jobs',
    label: 'Tâches',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./jobs/JobsPage')),
  },
  {
    id: 'audit-log',
    section: 'superadmin',
    path: 'audit-log',
    label: "Journal d'audit",
    sidebar: 'shortcuts',
    Component: lazy(() => import('./audit-log/AuditLogPage')),
  },
  {
    id: 'admin-users',
    section: 'superadmin',
    path: 'admin-users',
    label: 'Administrateurs',
    serves: recordForms,
    Component: lazy(() => import('./admin-users/AdminUserPage')),
  },
  {
    id: 'sites',
    section: 'superadmin',
    path: 'sites',
    label: 'Sites',
    serves: recordForms,
    Component: lazy(() => import('./sites/SitePage')),
  },
  {
    id: 'component-finder',
    section: 'superadmin',
    path: 'component-finder',
    label: 'Recherche de composants',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./component-finder/ComponentFinderPage')),
  },
  {
    id: 'site-hierarchy',
    section: 'superadmin',
    path: 'site-hierarchy',
    label: 'Wireframe du site',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./site-hierarchy/SiteHierarchyPage')),
  },
  {
    id: 'views',
    section: 'data',
    path: 'views',
    label: 'Vues',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./statistics/ViewsPage')),
  },
  {
    id: 'sales',
    section: 'data',
    path: 'sales',
    label: 'Ventes',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./statistics/SalesPage')),
  },
  {
    id: 'ingest-keys',
    section: 'superadmin',
    path: 'ingest-keys',
    label: "Clés d'ingestion",
    sidebar: 'shortcuts',
    Component: lazy(() => import('./ingest-keys/IngestKeysPage')),
  },
  {
    id: 'mail-simulator',
    section: 'superadmin',
    path: 'mail-simulator',
    label: 'Simulateur e-mail',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./mail/MailSimulatorPage')),
  },
  {
    id: 'getresponse-simulator',
    section: 'superadmin',
    path: 'getresponse-simulator',
    label: 'Simulateur GetResponse',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./newsletter-sync/GetResponseSimulatorPage')),
  },
  ...(
    [
      ['encoding', 'En cours', 'InProgressPage'],
      ['error', 'En erreur', 'ErrorPage'],
      ['all', 'Tous', 'AllPage'],
    ] as const
  ).map(([path, label, page]) => ({
    id: `video-encoding-${path}`,
    section: 'encoding',
    path,
    label,
    sidebar: 'shortcuts' as const,
    Component: lazy(() => import('./encoding').then((m) => ({ default: m[page] }))),
  })),
  {
    id: 'images',
    section: 'tools',
    path: 'images',
    label: 'Images',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./images/ImagesPage')),
  },
  {
    id: 'api-tokens',
    section: 'superadmin',
    path: 'api-tokens',
    label: "Jetons d'API",
    sidebar: 'shortcuts',
    Component: lazy(() => import('./environments/api-tokens/ApiTokensPage')),
  },
  {
    id: 'compare-data',
    section: 'superadmin',
    path: 'compare-data',
    label: 'Comparaison de contenus',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./environments/compare-data/CompareDataPage')),
  },
  {
    id: 'tools',
    section: 'superadmin',
    path: 'tools',
    label: 'Outils',
    sidebar: 'shortcuts',
    Component: lazy(() => import('./tools/ToolsPage')),
  },
];

// Custom screens of the console (design.md §1): one folder per feature, whose index.ts exports one ConsoleModule
// (./types.ts): its pages, and what it adds to the generic screens (list tabs, row buttons, record tabs, record views,
// record menu actions, inputs). Every component is loaded on first use (React.lazy), so that none adds to the
// console's initial bundle. src/consoleModules.ts lists the modules and combines them; the shell (src/routing) routes
// /{siteId}/{section path}/{path}/… to the pages, behind the section's right, and lists those with
// `sidebar: 'shortcuts'` under 'Raccourcis'.
//
// The modules, as the server's domains where one matches (server/domains/*):
// - schema-editor (super admin): the schema list, summary and editor, in place of the generic `schema` collection screens;
// - schema-preview (super admin): any schema's generated form, filled from a record or empty, never saved;
// - jobs (super admin): every background job, live, and one job's progress and step log;
// - audit-log (super admin): the audit log (GET /api/audit-log);
// - admin-users, sites (super admin): creation and edition of admin users (and their open sessions), of sites; their lists stay generic;
// - sign-in-policy (super admin): who must sign in with a second factor;
// - component-finder (super admin): components by fuzzy search with where they are used, and layout anomalies;
// - site-hierarchy (super admin): the wireframe of the site's pages, and the 'Wireframe' tab of a Page;
// - statistics (data section): views and sales pages, the Tournament tab, the stats button of TextContent and Answer rows;
// - ingest-keys (super admin): the keys the public sites send their events with;
// - mail: the local SMTP simulator's page (without SMTP_URL) and the test email tab of an EmailTemplate;
// - exports: the Export, 'Export comptable' and 'Exécuter' (execute/) tabs of lists, the Export record's view;
// - newsletter-sync: the GetResponse sync tab of the User and Payment lists, the local GetResponse simulator's page;
// - encoding (section encoding): the encoding queue's pages, the 'Flux vidéo' tab of a Video;
// - images (tools): the site's stored images by name, where each is used, delete to the archive and restore;
// - environments (super admin): API tokens, content comparison, the record menu's 'Copier vers ...';
// - tools (super admin): the tools page (tools/registry.ts, other domains' tools included), each tool a job;
// - monitoring: the VideoServer list's 'Supervision' tab and the stand-ins' "simulateur local" tag;
// - commerce: 'Renouveler maintenant' beside Purchase, a User's Stripe subscriptions and 'Connexion en tant que';
// - moderation: Accepter / Refuser / Archiver on the rows of the Question and UserComment lists;
// - layout-editor: no page, the input of `layout` properties.
// Shared helpers (no module): ./shared (session user, API calls, the record form screen, the shell's reload requests).
export type { ConsoleModule, CustomPage, CustomPageProps } from './types';

// The console's feature modules (custom-pages/*/index.ts), as server/domains/index.ts lists the server's domains.
// Their order is the order of the sidebar's shortcuts within a section, of the tabs beside a list and of the record
// menu's actions: keep a new module's place in mind (its test checks that none is forgotten).
import { adminUsersModule } from '../custom-pages/admin-users';
import { auditLogModule } from '../custom-pages/audit-log';
import { commerceModule } from '../custom-pages/commerce';
import { componentFinderModule } from '../custom-pages/component-finder';
import { encodingModule } from '../custom-pages/encoding';
import { environmentsModule } from '../custom-pages/environments';
import { exportsModule } from '../custom-pages/exports';
import { historyModule } from '../custom-pages/history';
import { imagesModule } from '../custom-pages/images';
import { importsModule } from '../custom-pages/imports';
import { ingestKeysModule } from '../custom-pages/ingest-keys';
import { jobsModule } from '../custom-pages/jobs';
import { layoutEditorModule } from '../custom-pages/layout-editor';
import { mailModule } from '../custom-pages/mail';
import { moderationModule } from '../custom-pages/moderation';
import { monitoringModule } from '../custom-pages/monitoring';
import { newsletterSyncModule } from '../custom-pages/newsletter-sync';
import { schemaEditorModule } from '../custom-pages/schema-editor';
import { schemaPreviewModule } from '../custom-pages/schema-preview';
import { signInPolicyModule } from '../custom-pages/sign-in-policy';
import { siteHierarchyModule } from '../custom-pages/site-hierarchy';
import { sitesModule } from '../custom-pages/sites';
import { statisticsModule } from '../custom-pages/statistics';
import { toolsModule } from '../custom-pages/tools';
import type { ConsoleModule } from '../custom-pages/types';
import { combineModules } from './combineModules';

export const CONSOLE_MODULES: readonly ConsoleModule[] = [
  schemaEditorModule,
  schemaPreviewModule,
  jobsModule,
  auditLogModule,
  adminUsersModule,
  signInPolicyModule,
  sitesModule,
  componentFinderModule,
  siteHierarchyModule,
  statisticsModule,
  ingestKeysModule,
  mailModule,
  exportsModule,
  importsModule,
  newsletterSyncModule,
  encodingModule,
  imagesModule,
  environmentsModule,
  toolsModule,
  monitoringModule,
  commerceModule,
  moderationModule,
  layoutEditorModule,
  historyModule,
];

const combined = combineModules(CONSOLE_MODULES);

/** Every module's screens (src/routing routes to them, the sidebar lists the shortcuts). */
export const CUSTOM_PAGES = combined.pages;

/** What the modules add to the generic screens, handed to schema-adapters (<ConsoleExtensionsProvider>). */
export const CONSOLE_EXTENSIONS = combined.extensions;

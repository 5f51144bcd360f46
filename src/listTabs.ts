// Tabs beside a collection's list (spec 000 §2 "List tabs"), loaded on first use: schema-adapters/list/extraTabs.tsx.
import { lazy } from 'react';
import { offersListTools } from '../model/executeCheck';
import { hasRight } from '../model/rights';
import type { CollectionExtraTab } from '../schema-adapters/list';

export const COLLECTION_EXTRA_TABS: readonly CollectionExtraTab[] = [
  {
    path: 'export',
    label: 'Export',
    appliesTo: (schema) => offersListTools(schema),
    followsSubFilter: true,
    Component: lazy(() => import('../custom-pages/exports/ExportTab')),
  },
  {
    path: 'accounting-export',
    label: 'Export comptable',
    appliesTo: (schema) => schema._id === 'AccountingExportItem',
    Component: lazy(() => import('../custom-pages/exports/AccountingTab')),
  },
  {
    path: 'execute',
    label: 'Exécuter',
    appliesTo: (schema, user) => offersListTools(schema) && user.isDeveloper === true && user.superAdmin === true,
    Component: lazy(() => import('../custom-pages/exports/execute/ExecuteTab')),
  },
  {
    // The video servers' live gauges and history (custom-pages/video-monitoring); their list is super-admin only.
    path: 'monitoring',
    label: 'Supervision',
    appliesTo: (schema, user) => schema._id === 'VideoServer' && user.superAdmin === true,
    Component: lazy(() => import('../custom-pages/monitoring/MonitoringTab')),
  },
  {
    path: 'get-response-synchro',
    label: 'Synchro newsletter',
    appliesTo: (schema, user) => (schema._id === 'User' || schema._id === 'Payment') && hasRight(user, 'users'),
    Component: lazy(() => import('../custom-pages/newsletter-sync/NewsletterSyncTab')),
  },
  {
    // Runs SUBSCRIPTIONS_RENEWALS on the site now (custom-pages/commerce).
    path: 'renouvellements',
    label: 'Renouveler maintenant',
    appliesTo: (schema, user) => schema._id === 'Purchase' && hasRight(user, 'users'),
    Component: lazy(() => import('../custom-pages/commerce/RenewalsTab')),
  },
];

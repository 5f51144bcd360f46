// Tabs beside a collection's list (spec 000 §2 "List tabs"), loaded on first use: schema-adapters/list/extraTabs.tsx.
import { lazy } from 'react';
import { hasRight } from '../model/rights';
import type { CollectionExtraTab } from '../schema-adapters/list';

export const COLLECTION_EXTRA_TABS: readonly CollectionExtraTab[] = [
  {
    path: 'get-response-synchro',
    label: 'Synchro newsletter',
    appliesTo: (schema, user) => (schema._id === 'User' || schema._id === 'Payment') && hasRight(user, 'users'),
    Component: lazy(() => import('../custom-pages/newsletter-sync/NewsletterSyncTab')),
  },
];

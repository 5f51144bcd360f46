// Inputs of custom-pages that replace a registry input in every form (schema-adapters cannot import custom-pages).
// Each is loaded on first use: the layout editor stays out of the console's initial bundle.
import { lazy } from 'react';
import type { InputOverrides } from '../schema-adapters/propertyTypes/inputOverrides';
import type { RecordExtraTab } from '../schema-adapters/record/extraTabs';
import type { RecordView } from '../schema-adapters/record/recordViews';
import type { RecordMenuAction } from '../schema-adapters/record/menuActions';
import { STAND_IN_RECORD_TAG } from '../custom-pages/monitoring';

export const INPUT_OVERRIDES: InputOverrides = {
  layout: lazy(() => import('../custom-pages/layout-editor')),
};

/** Extra tabs of record screens, by schema id (spec 000 §2 "extras per type"), loaded on first use. */
export const RECORD_EXTRA_TABS: Readonly<Record<string, readonly RecordExtraTab[]>> = {
  EmailTemplate: [{ label: 'E-mail de test', Component: lazy(() => import('../custom-pages/mail/TestEmailTab')) }],
  Page: [{ label: 'Wireframe', Component: lazy(() => import('../custom-pages/site-hierarchy/PageWireframeTab')) }],
  User: [
    { label: 'Abonnements Stripe', Component: lazy(() => import('../custom-pages/commerce/UserSubscriptionsTab')) },
    { label: 'Connexion en tant que', Component: lazy(() => import('../custom-pages/commerce/LoginAsTab')) },
  ],
  Video: [{ label: 'Flux vidéo', Component: lazy(() => import('../custom-pages/encoding/VideoStreamsTab')) }],
  Tournament: [{ label: 'Statistiques', Component: lazy(() => import('../custom-pages/statistics/tournament/TournamentStatsTab')) }],
};

/** Types with a read-only view of their own (spec 000 §2 Record screen), loaded on first use. */
export const RECORD_VIEWS: Readonly<Record<string, RecordView>> = {
  Export: lazy(() => import('../custom-pages/exports/ExportRecordView')),
};

/** Actions of the record header's menu (spec 000 §2 'Copier vers ...'), loaded on first use. */
export const RECORD_MENU_ACTIONS: readonly RecordMenuAction[] = [
  { id: 'copy-to-environment', Component: lazy(() => import('../custom-pages/environments/copy-to-environment/CopyToEnvironmentAction')) },
  STAND_IN_RECORD_TAG,
];

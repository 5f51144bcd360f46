// Commerce (spec 001 §6), as server/domains/commerce: a user's Stripe subscriptions and 'Connexion en tant que'
// (record tabs of User, and the button on the users list's rows), 'Renouveler maintenant' beside the Purchase list
// (runs SUBSCRIPTIONS_RENEWALS on the site now), and the tools verify payments and gift codes (tools/).
import { lazy } from 'react';
import { hasRight } from '../../model/rights';
import type { ConsoleModule } from '../types';

export const commerceModule: ConsoleModule = {
  id: 'commerce',
  listTabs: [
    {
      path: 'renouvellements',
      label: 'Renouveler maintenant',
      appliesTo: (schema, user) => schema._id === 'Purchase' && hasRight(user, 'users'),
      Component: lazy(() => import('./RenewalsTab')),
    },
  ],
  listRowActions: { User: [{ id: 'login-as', Component: lazy(() => import('./LoginAsButton')) }] },
  recordTabs: {
    User: [
      { label: 'Abonnements Stripe', Component: lazy(() => import('./UserSubscriptionsTab')) },
      { label: 'Connexion en tant que', Component: lazy(() => import('./LoginAsTab')) },
    ],
  },
};

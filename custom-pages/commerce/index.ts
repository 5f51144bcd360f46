// Commerce (spec 001 §6), as server/domains/commerce: a user's Stripe subscriptions and 'Connexion en tant que'
// (record tabs of User, and the button on the users list's rows), 'Renouveler maintenant' beside the Purchase list
// (runs SUBSCRIPTIONS_RENEWALS on the site now), and the tools verify payments and gift codes (tools/).
import { hasRight } from '../../model/rights';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const commerceModule: ConsoleModule = {
  id: 'commerce',
  listTabs: [
    {
      path: 'renouvellements',
      label: 'Renouveler maintenant',
      appliesTo: (schema, user) => schema._id === 'Purchase' && hasRight(user, 'users'),
      Component: onDemand(() => import('./RenewalsTab')),
    },
  ],
  listRowActions: { User: [{ id: 'login-as', Component: onDemand(() => import('./LoginAsButton')) }] },
  recordTabs: {
    User: [
      { label: 'Abonnements Stripe', Component: onDemand(() => import('./UserSubscriptionsTab')) },
      { label: 'Connexion en tant que', Component: onDemand(() => import('./LoginAsTab')) },
    ],
  },
};

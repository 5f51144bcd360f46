// Newsletter (GetResponse): the 'Synchro newsletter' tab of the User and Payment lists, and the local GetResponse
// simulator's contacts (without GETRESPONSE_API_KEY).
import { hasRight } from '../../model/rights';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const newsletterSyncModule: ConsoleModule = {
  id: 'newsletter-sync',
  pages: [
    {
      id: 'getresponse-simulator',
      section: 'superadmin',
      path: 'getresponse-simulator',
      label: 'Simulateur GetResponse',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./GetResponseSimulatorPage')),
    },
  ],
  listTabs: [
    {
      path: 'get-response-synchro',
      label: 'Synchro newsletter',
      appliesTo: (schema, user) => (schema._id === 'User' || schema._id === 'Payment') && hasRight(user, 'users'),
      Component: onDemand(() => import('./NewsletterSyncTab')),
    },
  ],
};

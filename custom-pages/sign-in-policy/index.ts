// Règle de connexion (super admin): who must have a second factor (GET/PUT /api/global/sign-in-policy).
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const signInPolicyModule: ConsoleModule = {
  id: 'sign-in-policy',
  pages: [
    {
      id: 'sign-in-policy',
      section: 'superadmin',
      path: 'sign-in-policy',
      label: 'Règle de connexion',
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./SignInPolicyPage')),
    },
  ],
};

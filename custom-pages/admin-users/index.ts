// Administrateurs (super admin): creation and edition of admin users (password, rights, sites); the list stays generic.
import { recordFormPaths } from '../shared/recordFormPaths';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const adminUsersModule: ConsoleModule = {
  id: 'admin-users',
  pages: [
    {
      id: 'admin-users',
      section: 'superadmin',
      path: 'admin-users',
      label: 'Administrateurs',
      serves: recordFormPaths,
      Component: onDemand(() => import('./AdminUserPage')),
    },
  ],
};

// Administrateurs (super admin): creation and edition of admin users (password, rights, sites); the list stays generic.
import { lazy } from 'react';
import { recordFormPaths } from '../shared/recordFormPaths';
import type { ConsoleModule } from '../types';

export const adminUsersModule: ConsoleModule = {
  id: 'admin-users',
  pages: [
    {
      id: 'admin-users',
      section: 'superadmin',
      path: 'admin-users',
      label: 'Administrateurs',
      serves: recordFormPaths,
      Component: lazy(() => import('./AdminUserPage')),
    },
  ],
};

// Journal d'audit (super admin): GET /api/audit-log, filtered.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const auditLogModule: ConsoleModule = {
  id: 'audit-log',
  pages: [
    {
      id: 'audit-log',
      section: 'superadmin',
      path: 'audit-log',
      label: "Journal d'audit",
      sidebar: 'shortcuts',
      Component: lazy(() => import('./AuditLogPage')),
    },
  ],
};

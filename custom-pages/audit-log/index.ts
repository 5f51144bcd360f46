// Journal d'audit (super admin): GET /api/audit-log, filtered.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const auditLogModule: ConsoleModule = {
  id: 'audit-log',
  pages: [
    {
      id: 'audit-log',
      section: 'superadmin',
      path: 'audit-log',
      label: "Journal d'audit",
      sidebar: 'shortcuts',
      Component: onDemand(() => import('./AuditLogPage')),
    },
  ],
};

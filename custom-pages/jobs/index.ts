// Tâches (super admin): every background job, live, and one job's progress and step log.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const jobsModule: ConsoleModule = {
  id: 'jobs',
  pages: [
    { id: 'jobs', section: 'superadmin', path: 'jobs', label: 'Tâches', sidebar: 'shortcuts', Component: onDemand(() => import('./JobsPage')) },
  ],
};

// Tâches (super admin): every background job, live, and one job's progress and step log.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const jobsModule: ConsoleModule = {
  id: 'jobs',
  pages: [{ id: 'jobs', section: 'superadmin', path: 'jobs', label: 'Tâches', sidebar: 'shortcuts', Component: lazy(() => import('./JobsPage')) }],
};

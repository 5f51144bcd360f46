// Outils (super admin): the tools page, each tool a job with its progress (registry.ts lists them, other domains'
// tools included).
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const toolsModule: ConsoleModule = {
  id: 'tools',
  pages: [{ id: 'tools', section: 'superadmin', path: 'tools', label: 'Outils', sidebar: 'shortcuts', Component: lazy(() => import('./ToolsPage')) }],
};

// Outils (super admin): the tools page, each tool a job with its progress (registry.ts lists them, other domains'
// tools included).
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const toolsModule: ConsoleModule = {
  id: 'tools',
  pages: [
    { id: 'tools', section: 'superadmin', path: 'tools', label: 'Outils', sidebar: 'shortcuts', Component: onDemand(() => import('./ToolsPage')) },
  ],
};

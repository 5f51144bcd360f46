// Sites (super admin): creation and edition of sites (id, domain, prod or dev, logo); the list stays generic.
import { recordFormPaths } from '../shared/recordFormPaths';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const sitesModule: ConsoleModule = {
  id: 'sites',
  pages: [
    { id: 'sites', section: 'superadmin', path: 'sites', label: 'Sites', serves: recordFormPaths, Component: onDemand(() => import('./SitePage')) },
  ],
};

// Video-server monitoring, as server/domains/monitoring: the 'Supervision' tab of the VideoServer list (live gauges
// and history; that list is super-admin only) and the "simulateur local" tag of the stand-ins on its rows and records.
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const monitoringModule: ConsoleModule = {
  id: 'monitoring',
  listTabs: [
    {
      path: 'monitoring',
      label: 'Supervision',
      appliesTo: (schema, user) => schema._id === 'VideoServer' && user.superAdmin === true,
      Component: onDemand(() => import('./MonitoringTab')),
    },
  ],
  listRowActions: {
    VideoServer: [{ id: 'stand-in', Component: onDemand(() => import('./VideoServerStandInTags').then((m) => m.RowStandInTag)) }],
  },
  recordHeaderTags: [{ id: 'video-server-stand-in', Component: onDemand(() => import('./VideoServerStandInTags').then((m) => m.RecordStandInTag)) }],
};

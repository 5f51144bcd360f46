// Video-server monitoring, as server/domains/monitoring: the 'Supervision' tab of the VideoServer list (live gauges
// and history; that list is super-admin only) and the "simulateur local" tag of the stand-ins on its rows and records.
import { lazy } from 'react';
import type { ConsoleModule } from '../types';

export const monitoringModule: ConsoleModule = {
  id: 'monitoring',
  listTabs: [
    {
      path: 'monitoring',
      label: 'Supervision',
      appliesTo: (schema, user) => schema._id === 'VideoServer' && user.superAdmin === true,
      Component: lazy(() => import('./MonitoringTab')),
    },
  ],
  listRowActions: {
    VideoServer: [{ id: 'stand-in', Component: lazy(() => import('./VideoServerStandInTags').then((m) => ({ default: m.RowStandInTag }))) }],
  },
  recordHeaderTags: [
    { id: 'video-server-stand-in', Component: lazy(() => import('./VideoServerStandInTags').then((m) => ({ default: m.RecordStandInTag }))) },
  ],
};

// Video-server monitoring beside the generic screens: the 'monitoring' tab of the VideoServer list (src/listTabs.ts)
// and the "simulateur local" tag of the stand-ins on that list's rows and on their records.
import { lazy } from 'react';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import type { RecordMenuAction } from '../../schema-adapters/record/menuActions';

export const VIDEO_SERVER_ROW_ACTIONS: Readonly<Record<string, readonly ListRowAction[]>> = {
  VideoServer: [{ id: 'stand-in', Component: lazy(() => import('./VideoServerStandInTags').then((m) => ({ default: m.RowStandInTag }))) }],
};

export const STAND_IN_RECORD_TAG: RecordMenuAction = {
  id: 'video-server-stand-in',
  Component: lazy(() => import('./VideoServerStandInTags').then((m) => ({ default: m.RecordStandInTag }))),
};

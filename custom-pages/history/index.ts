// 'Historique' (issue 22 §1): every record screen's tab listing the record's versions, one shown as the form shows
// it, two compared side by side, and 'Restaurer cette version'. The schema screen shows the same for a schema.
import { EVERY_TYPE } from '../../schema-adapters/record/extraTabs';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

export const historyModule: ConsoleModule = {
  id: 'history',
  recordTabs: { [EVERY_TYPE]: [{ label: 'Historique', archived: true, Component: onDemand(() => import('./HistoryTab')) }] },
};

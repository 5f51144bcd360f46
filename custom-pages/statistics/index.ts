// Statistics (issue 12): data > views (play and view statistics), data > sales (summary, per formula, renewals and
// user creations), the 'Statistiques' tab of a Tournament, and the stats button of TextContent and Answer rows.
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import type { ConsoleModule } from '../types';
import { onDemand } from '../../schema-adapters/shared/onDemand';

const stats: ListRowAction = { id: 'statistics', Component: onDemand(() => import('./StatsRowButton')) };

export const statisticsModule: ConsoleModule = {
  id: 'statistics',
  pages: [
    { id: 'views', section: 'data', path: 'views', label: 'Vues', sidebar: 'shortcuts', Component: onDemand(() => import('./ViewsPage')) },
    { id: 'sales', section: 'data', path: 'sales', label: 'Ventes', sidebar: 'shortcuts', Component: onDemand(() => import('./SalesPage')) },
  ],
  recordTabs: { Tournament: [{ label: 'Statistiques', Component: onDemand(() => import('./tournament/TournamentStatsTab')) }] },
  listRowActions: { TextContent: [stats], Answer: [stats] },
};

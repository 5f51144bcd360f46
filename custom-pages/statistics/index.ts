// Statistics (issue 12): data > views (play and view statistics), data > sales (summary, per formula, renewals and
// user creations), the 'Statistiques' tab of a Tournament, and the stats button of TextContent and Answer rows.
import { lazy } from 'react';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import type { ConsoleModule } from '../types';

const stats: ListRowAction = { id: 'statistics', Component: lazy(() => import('./StatsRowButton')) };

export const statisticsModule: ConsoleModule = {
  id: 'statistics',
  pages: [
    { id: 'views', section: 'data', path: 'views', label: 'Vues', sidebar: 'shortcuts', Component: lazy(() => import('./ViewsPage')) },
    { id: 'sales', section: 'data', path: 'sales', label: 'Ventes', sidebar: 'shortcuts', Component: lazy(() => import('./SalesPage')) },
  ],
  recordTabs: { Tournament: [{ label: 'Statistiques', Component: lazy(() => import('./tournament/TournamentStatsTab')) }] },
  listRowActions: { TextContent: [stats], Answer: [stats] },
};

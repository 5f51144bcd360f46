// Statistics screens (issue 12): data > views (Stats de lecture, view statistics), data > sales (summary, per formula,
// renewals and user creations), the tournament tab, and the stats button of TextContent and Answer rows.
import { lazy } from 'react';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';

const stats: ListRowAction = { id: 'statistics', Component: lazy(() => import('./StatsRowButton')) };

export const STATISTICS_ROW_ACTIONS: Readonly<Record<string, readonly ListRowAction[]>> = {
  TextContent: [stats],
  Answer: [stats],
};

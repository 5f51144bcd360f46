// Buttons of custom-pages on the rows of some types' lists (schema-adapters/list/rowActions.tsx), by schema id.
import type { ListRowAction } from '../schema-adapters/list';
import { COMMERCE_ROW_ACTIONS } from '../custom-pages/commerce/rowActions';
import { MODERATION_ROW_ACTIONS } from '../custom-pages/moderation';
import { STATISTICS_ROW_ACTIONS } from '../custom-pages/statistics';
import { VIDEO_SERVER_ROW_ACTIONS } from '../custom-pages/monitoring';

/** Each type's row actions, from every custom page that adds some (one entry per page). */
export const LIST_ROW_ACTIONS: Readonly<Record<string, readonly ListRowAction[]>> = mergeRowActions(
  MODERATION_ROW_ACTIONS,
  COMMERCE_ROW_ACTIONS,
  STATISTICS_ROW_ACTIONS,
  VIDEO_SERVER_ROW_ACTIONS,
);

function mergeRowActions(...sets: Readonly<Record<string, readonly ListRowAction[]>>[]): Record<string, readonly ListRowAction[]> {
  const merged: Record<string, ListRowAction[]> = {};
  for (const set of sets) for (const [type, actions] of Object.entries(set)) merged[type] = [...(merged[type] ?? []), ...actions];
  return merged;
}

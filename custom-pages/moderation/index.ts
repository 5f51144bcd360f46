// Moderation (spec 000 §4): Accepter / Refuser / Archiver on the rows of the Question and UserComment lists, through
// the lists' row actions (schema-adapters/list/rowActions.tsx), set by POST /api/{siteId}/moderation/{Type}/{id}.
import { lazy } from 'react';
import { MODERATED_TYPES } from '../../model/moderation';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import { MODERATION_BUTTONS } from './moderation';

const moderation: ListRowAction[] = MODERATION_BUTTONS.map((action) => ({
  id: `moderation-${action.status}`,
  Component: lazy(() => import('./ModerationButtons').then((m) => ({ default: m.moderationButtonOf(action) }))),
}));

export const MODERATION_ROW_ACTIONS: Readonly<Record<string, readonly ListRowAction[]>> = Object.fromEntries(
  MODERATED_TYPES.map((type) => [type, moderation]),
);

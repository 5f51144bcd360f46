// Moderation (spec 000 §4): Accepter / Refuser / Archiver on the rows of the Question and UserComment lists, set by
// POST /api/{siteId}/moderation/{Type}/{id}.
import { lazy } from 'react';
import { MODERATED_TYPES } from '../../model/moderation';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import type { ConsoleModule } from '../types';
import { MODERATION_BUTTONS } from './moderation';

const moderation: ListRowAction[] = MODERATION_BUTTONS.map((action) => ({
  id: `moderation-${action.status}`,
  Component: lazy(() => import('./ModerationButtons').then((m) => ({ default: m.moderationButtonOf(action) }))),
}));

export const moderationModule: ConsoleModule = {
  id: 'moderation',
  listRowActions: Object.fromEntries(MODERATED_TYPES.map((type) => [type, moderation])),
};

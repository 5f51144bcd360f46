// Moderation (spec 000 §4): Accepter / Refuser / Archiver on the rows of the Question and UserComment lists, set by
// POST /api/{siteId}/moderation/{Type}/{id}.
import { MODERATED_TYPES } from '../../model/moderation';
import type { ListRowAction } from '../../schema-adapters/list/rowActions';
import type { ConsoleModule } from '../types';
import { MODERATION_BUTTONS } from './moderation';
import { onDemand } from '../../schema-adapters/shared/onDemand';

const moderation: ListRowAction[] = MODERATION_BUTTONS.map((action) => ({
  id: `moderation-${action.status}`,
  Component: onDemand(() => import('./ModerationButtons').then((m) => m.moderationButtonOf(action))),
}));

export const moderationModule: ConsoleModule = {
  id: 'moderation',
  listRowActions: Object.fromEntries(MODERATED_TYPES.map((type) => [type, moderation])),
};

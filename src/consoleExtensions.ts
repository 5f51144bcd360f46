// Everything custom pages add to the generic screens, handed to schema-adapters in one value (schema-adapters/extensions.tsx).
// The entries stay declared where they were: src/inputOverrides.ts (inputs, record tabs, views, menu actions),
// src/listTabs.ts (list tabs), src/listRowActions.ts (row buttons).
import type { ConsoleExtensions } from '../schema-adapters/extensions';
import { INPUT_OVERRIDES, RECORD_EXTRA_TABS, RECORD_MENU_ACTIONS, RECORD_VIEWS } from './inputOverrides';
import { LIST_ROW_ACTIONS } from './listRowActions';
import { COLLECTION_EXTRA_TABS } from './listTabs';

export const CONSOLE_EXTENSIONS: ConsoleExtensions = {
  inputOverrides: INPUT_OVERRIDES,
  recordTabs: RECORD_EXTRA_TABS,
  recordViews: RECORD_VIEWS,
  recordMenuActions: RECORD_MENU_ACTIONS,
  listTabs: COLLECTION_EXTRA_TABS,
  listRowActions: LIST_ROW_ACTIONS,
};

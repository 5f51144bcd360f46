// The console's extension points in one place (design.md §1: schema-adapters cannot import custom-pages, so the app
// hands in what custom pages add to the generic screens): inputs in place of a registry input, record tabs, record
// views, record menu actions and header tags, list tabs and list row actions. Each feature module of custom-pages declares its own
// entries in its index.ts (a ConsoleModule, custom-pages/types.ts); src/consoleModules.ts combines them and provides
// them once with <ConsoleExtensionsProvider>.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CollectionExtraTab } from './list/extraTabs';
import type { ListRowAction } from './list/rowActions';
import type { InputOverrides } from './propertyTypes/inputOverrides';
import type { RecordExtraTab } from './record/extraTabs';
import type { RecordHeaderTag, RecordMenuAction } from './record/menuActions';
import type { RecordView } from './record/recordViews';

export interface ConsoleExtensions {
  /** Inputs replacing the registry's one for a property type (the layout editor for `layout`). */
  inputOverrides: InputOverrides;
  /** Extra tabs of a type's record screen, by schema id. */
  recordTabs: Readonly<Record<string, readonly RecordExtraTab[]>>;
  /** A type's own read-only record view in place of the generic one, by schema id. */
  recordViews: Readonly<Record<string, RecordView>>;
  /** Actions of the record header's menu; each decides itself whether it shows. */
  recordMenuActions: readonly RecordMenuAction[];
  /** Tags beside a record's title; each decides itself whether it shows. */
  recordHeaderTags: readonly RecordHeaderTag[];
  /** Tabs beside a collection's list, in the order they show. */
  listTabs: readonly CollectionExtraTab[];
  /** Buttons on the rows of a type's list, by schema id. */
  listRowActions: Readonly<Record<string, readonly ListRowAction[]>>;
}

export const NO_EXTENSIONS: ConsoleExtensions = {
  inputOverrides: {},
  recordTabs: {},
  recordViews: {},
  recordMenuActions: [],
  recordHeaderTags: [],
  listTabs: [],
  listRowActions: {},
};

const ConsoleExtensionsContext = createContext<ConsoleExtensions>(NO_EXTENSIONS);

/** Give it a constant (module-level) value: every input, list and record screen reads it. Missing parts are empty. */
export function ConsoleExtensionsProvider({ value, children }: { value: Partial<ConsoleExtensions>; children: ReactNode }) {
  const extensions = useMemo(() => ({ ...NO_EXTENSIONS, ...value }), [value]);
  return <ConsoleExtensionsContext.Provider value={extensions}>{children}</ConsoleExtensionsContext.Provider>;
}

export const useConsoleExtensions = (): ConsoleExtensions => useContext(ConsoleExtensionsContext);

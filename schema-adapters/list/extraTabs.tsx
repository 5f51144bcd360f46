// Tabs that screens above schema-adapters add to a collection's screen beside its list (spec 000 §2 "List tabs":
// Export, Execute, monitoring, accounting export, newsletter sync). Routed at {collection path}/{tab path}; the app
// provides them (each custom-pages module's `listTabs`) through the console extensions (../extensions.tsx), since schema-adapters cannot
// import custom-pages.
import type { ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { useConsoleExtensions } from '../extensions';

export interface CollectionExtraTab {
  /** URL segment after the collection path ('export', 'monitoring', 'get-response-synchro'). */
  path: string;
  /** French label of the tab. */
  label: string;
  /** Whether this collection offers the tab to this user (a right flag, a condition on the schema). */
  appliesTo: (schema: DataSchema, user: SessionUser) => boolean;
  /**
   * The tab concerns the records of the sidebar sub-filter the list shows (an export): on a sub-filter's list it is
   * linked at {collection}/{filterId}/{tab} and its Component gets `filterId`. Other tabs concern the whole collection.
   */
  followsSubFilter?: boolean;
  Component: ComponentType<{ schema: DataSchema; filterId?: string }>;
}

export const useCollectionExtraTabs = (): readonly CollectionExtraTab[] => useConsoleExtensions().listTabs;

/** The tabs a collection offers to a user, in the order the app lists them. */
export const tabsOf = (tabs: readonly CollectionExtraTab[], schema: DataSchema, user: SessionUser | undefined): CollectionExtraTab[] =>
  user ? tabs.filter((tab) => tab.appliesTo(schema, user)) : [];

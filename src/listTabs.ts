// Tabs beside a collection's list (spec 000 §2 "List tabs"), loaded on first use: schema-adapters/list/extraTabs.tsx.
import type { CollectionExtraTab } from '../schema-adapters/list';

export const COLLECTION_EXTRA_TABS: readonly CollectionExtraTab[] = [];

// Actions that screens above schema-adapters add to a collection's rows, before 'Supprimer' (the users list's
// 'Se connecter en tant que', spec 001 §6). The app provides them (src/listTabs.ts), since schema-adapters cannot
// import custom-pages; each is rendered inside the row's record context.
import { createContext, useContext, type ComponentType } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';

export interface CollectionRowAction {
  id: string;
  appliesTo: (schema: DataSchema, user: SessionUser) => boolean;
  Component: ComponentType<{ schema: DataSchema }>;
}

const CollectionRowActionsContext = createContext<readonly CollectionRowAction[]>([]);

export const CollectionRowActionsProvider = CollectionRowActionsContext.Provider;

export const useCollectionRowActions = (): readonly CollectionRowAction[] => useContext(CollectionRowActionsContext);

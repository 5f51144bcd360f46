import { createContext, useContext } from 'react';
import type { ErrorsStore } from './errorsStore';

export interface SchemaEditorContextValue {
  errors: ErrorsStore;
  isNew: boolean;
  isDeveloper: boolean;
  /** Ids of the catalogue's schemas, offered for references, data sources and object types. */
  schemaIds: string[];
  /** The sites, for showForInstances. */
  sites: { id: string; name: string }[];
}

const SchemaEditorContext = createContext<SchemaEditorContextValue | undefined>(undefined);
export const SchemaEditorProvider = SchemaEditorContext.Provider;

export function useSchemaEditor(): SchemaEditorContextValue {
  const value = useContext(SchemaEditorContext);
  if (!value) throw new Error('useSchemaEditor must be used inside the schema editor');
  return value;
}

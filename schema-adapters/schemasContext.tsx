// The schemas of the current site, provided by the shell once fetched.
import { createContext, useContext } from 'react';
import type { DataSchema } from '../model/metaSchema';

export const SchemasContext = createContext<DataSchema[]>([]);
export const SchemasProvider = SchemasContext.Provider;
export const useSchemas = () => useContext(SchemasContext);
export const useSchema = (id: string) => useSchemas().find((s) => s._id === id);

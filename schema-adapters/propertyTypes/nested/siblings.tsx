// The properties beside an input: the members of its object, or the properties of the record's schema.
// Rules between two properties (a date range) look for their partner here.
import { createContext, useContext, type ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { useSchema } from '../../schemasContext';

const SiblingsContext = createContext<PropertyDefinition[] | undefined>(undefined);

export const SiblingsProvider = ({ properties, children }: { properties: PropertyDefinition[]; children: ReactNode }) => (
  <SiblingsContext.Provider value={properties}>{children}</SiblingsContext.Provider>
);

/** The members of the enclosing object, else the properties of the record's schema (the resource). */
export function useSiblingProperties(): PropertyDefinition[] {
  const members = useContext(SiblingsContext);
  const schema = useSchema(useResourceContext() ?? '');
  return members ?? schema?.propertiesList ?? [];
}

// The registry handed to inputs that render other inputs (object members, list items) at render time, as Payload's
// RenderField looks field components up. Adapters never import the registry (which imports every adapter), so any
// adapter can be the first module a screen loads.
import { createContext, useContext, type ReactNode } from 'react';
import type { PropertyTypeAdapter } from './types';

export type AdapterLookup = (type: string) => PropertyTypeAdapter | undefined;

const AdapterContext = createContext<AdapterLookup | undefined>(undefined);

export const AdapterProvider = ({ adapterOf, children }: { adapterOf: AdapterLookup; children: ReactNode }) => (
  <AdapterContext.Provider value={adapterOf}>{children}</AdapterContext.Provider>
);

/** The registry's lookup, given by the enclosing PropertyInput. */
export function useAdapterOf(): AdapterLookup {
  const adapterOf = useContext(AdapterContext);
  if (!adapterOf) throw new Error('useAdapterOf needs a PropertyInput (AdapterProvider) above it');
  return adapterOf;
}

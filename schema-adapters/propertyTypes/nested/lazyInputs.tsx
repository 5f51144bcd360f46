// Inside long lists, heavy inputs (search-as-you-type pickers) first show a light rendering of their value and
// become the real input when the user reaches them: 200 references open in a blink.
import { createContext, useContext, type ReactNode } from 'react';

const LazyInputsContext = createContext(false);

export const LazyInputsProvider = ({ children }: { children: ReactNode }) => (
  <LazyInputsContext.Provider value>{children}</LazyInputsContext.Provider>
);

/** Whether heavy inputs may wait for the user before mounting. */
export const useLazyInputs = (): boolean => useContext(LazyInputsContext);

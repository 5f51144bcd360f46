// react-admin's useDataProvider follows the location (its logout on a 401 asks for the router's navigate and location),
// so every component calling it is drawn again at each navigation: the sidebar's 139 counts, four times for each record
// opened. The shell asks for it once, here, and hands out a provider of constant identity that calls the current one.
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider, type DataProvider } from 'react-admin';

const StableDataProviderContext = createContext<DataProvider | null>(null);

export function StableDataProvider({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider();
  const current = useRef(dataProvider);
  current.current = dataProvider;
  // react-admin's provider is a Proxy whose every method read makes a new function: each call reads it anew.
  const stable = useMemo(
    () =>
      new Proxy({} as DataProvider, {
        get:
          (_, method: string) =>
          (...args: unknown[]) =>
            current.current[method](...args),
      }),
    [],
  );
  return <StableDataProviderContext.Provider value={stable}>{children}</StableDataProviderContext.Provider>;
}

/**
 * The data provider, without drawing the caller again at each navigation. Outside the shell (a component's unit test
 * in react-admin's test context) the context's own provider, without react-admin's logout on a 401.
 */
export function useStableDataProvider<T = DataProvider>(): T {
  const stable = useContext(StableDataProviderContext);
  const raw = useContext(DataProviderContext);
  return (stable ?? raw) as T;
}

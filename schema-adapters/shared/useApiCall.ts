import { useCallback } from 'react';
import { useStableDataProvider } from './stableDataProvider';

/** A call of the API beyond the records (the shell's data provider implements `call` with it). */
export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
}

/** The shell's data provider answers any other API call too (src/providers/dataProvider.ts `call`). */
interface CallingDataProvider {
  call<T = unknown>(path: string, init?: ApiCall): Promise<T>;
}

type Call = CallingDataProvider['call'];

/**
 * Calls the API with the console's session; errors carry the server's French message (and `status`, `body.fields`).
 * The function keeps its identity across renders (effects or query keys that depend on a new function each render
 * re-fetch in a loop), and asking for it does not draw the caller again at each navigation (stableDataProvider.tsx).
 */
export function useApiCall(): Call {
  const dataProvider = useStableDataProvider<CallingDataProvider>();
  return useCallback(((path: string, init?: ApiCall) => dataProvider.call(path, init)) as Call, [dataProvider]);
}

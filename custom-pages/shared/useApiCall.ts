import { useDataProvider } from 'react-admin';

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

/** Calls the API with the console's session; errors carry the server's French message (and `status`, `body.fields`). */
export function useApiCall() {
  return useDataProvider<CallingDataProvider & ReturnType<typeof useDataProvider>>().call;
}

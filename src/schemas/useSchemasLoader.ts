// The console is built from the schemas: they are read before the admin is composed.
import { useCallback, useEffect, useState } from 'react';
import type { DataSchema } from '../../model/metaSchema';
import { MAX_PAGE_SIZE } from '../../model/constants';
import { apiFetch } from '../providers/http';

export type SchemasState =
  | { status: 'loading' }
  | { status: 'ready'; schemas: DataSchema[] }
  | { status: 'error'; message: string };

/** `onUnauthenticated` runs when the session has ended meanwhile (401). */
export function useSchemasLoader(onUnauthenticated: () => void) {
  const [state, setState] = useState<SchemasState>({ status: 'loading' });

  const load = useCallback(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    apiFetch<{ data: DataSchema[] }>(`/api/global/data/schema?limit=${MAX_PAGE_SIZE}`).then(
      ({ body }) => !cancelled && setState({ status: 'ready', schemas: body.data }),
      (error: Error & { status?: number }) => {
        if (cancelled) return;
        if (error.status === 401) onUnauthenticated();
        else setState({ status: 'error', message: error.message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [onUnauthenticated]);

  useEffect(load, [load]);
  return { state, reload: load };
}

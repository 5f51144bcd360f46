// A record's history through the shell's data provider (its `history` call sends the record's ETag on a restore).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';
import type { HistoryVersion, VersionDetail, VersionsCompared, VersionsPage } from '../../model/history';
import type { ApiCall } from '../shared';
import { useStableDataProvider } from '../../schema-adapters/shared/stableDataProvider';

interface HistoryProvider {
  history<T = unknown>(resource: string, id: Identifier, sub: string, init?: ApiCall): Promise<T>;
}

export interface HistoryApi {
  page(before?: string): Promise<VersionsPage>;
  version(seq: string): Promise<VersionDetail>;
  compare(from: string, to: string): Promise<VersionsCompared>;
  restore(seq: string): Promise<Record<string, unknown>>;
}

/** The calls of one record's history; stable across renders (see useApiCall). */
export function useHistoryApi(resource: string, id: Identifier): HistoryApi {
  const provider = useStableDataProvider<HistoryProvider>();
  const call = useCallback(<T>(sub: string, init?: ApiCall) => provider.history<T>(resource, id, sub, init), [provider, resource, id]);
  return useMemo(() => apiOf(call), [call]);
}

const apiOf = (call: <T>(sub: string, init?: ApiCall) => Promise<T>): HistoryApi => ({
  page: (before) => call<VersionsPage>('', { query: { before } }),
  version: (seq) => call<VersionDetail>(`/${seq}`),
  compare: (from, to) => call<VersionsCompared>('/compare', { query: { from, to } }),
  restore: (seq) => call<Record<string, unknown>>(`/${seq}/restore`, { method: 'POST' }),
});

/** The versions newest first, a page at a time; `reload` after a write. */
export function useVersions(api: HistoryApi) {
  const [versions, setVersions] = useState<HistoryVersion[]>([]);
  const [next, setNext] = useState<string>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const load = useCallback(
    async (before?: string) => {
      setLoading(true);
      try {
        const page = await api.page(before);
        setVersions((shown) => (before ? [...shown, ...page.data] : page.data));
        setNext(page.next);
        setError(undefined);
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
  useEffect(() => void load(), [load]);
  return { versions, error, loading, more: next ? () => load(next) : undefined, reload: () => load() };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedIngestKey, IngestKey } from '../../model/statistics';
import { useApiCall } from '../shared';

const KEY = ['ingest-keys'];

/** The ingestion keys of every site, and creating (the key is answered once) and revoking them. */
export function useIngestKeys() {
  const call = useApiCall();
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: async () => (await call<{ data: IngestKey[] }>('/api/global/ingest-keys')).data });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    ...list,
    create: async (siteId: string, label: string) => {
      const created = await call<CreatedIngestKey>('/api/global/ingest-keys', { method: 'POST', body: { siteId, label } });
      await refresh();
      return created;
    },
    revoke: async (id: string) => {
      await call(`/api/global/ingest-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
      await refresh();
    },
  };
}

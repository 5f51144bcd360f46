// The jobs API (docs/api.md "Jobs") as the custom screens call it, through the shell's data provider.
import type { JobView } from '../../../model/jobs';
import type { useApiCall } from '../../../schema-adapters/shared/useApiCall';

type Call = ReturnType<typeof useApiCall>;

/** Starts a kind that declares a right (POST /api/{siteId}/jobs/{kind}); domain routes that start their own jobs answer a JobView too. */
export const startJob = (call: Call, siteId: string, kind: string, params: Record<string, unknown> = {}): Promise<JobView> =>
  call<JobView>(`/api/${encodeURIComponent(siteId)}/jobs/${encodeURIComponent(kind)}`, { method: 'POST', body: { params } });

export const readJob = (call: Call, id: string): Promise<JobView> => call<JobView>(`/api/jobs/${encodeURIComponent(id)}`);

export const cancelJob = (call: Call, id: string): Promise<JobView> =>
  call<JobView>(`/api/jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

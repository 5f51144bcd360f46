// Tools page: payment verification (GET {site}/tools/checkAllPayments starts a job that the panel follows).
import { useState } from 'react';
import type { JobView } from '../../../model/jobs';
import { errorMessageOf } from '../../../schema-adapters/shared';
import { useApiCall } from '../../shared/useApiCall';

export interface VerifyOptions {
  afterId: string;
  relink: boolean;
  ignoreMetadata: boolean;
  local: boolean;
}

export interface Mismatch {
  paymentId: string;
  intentId: string | null;
  problem: string;
  detail: string;
}

export function useVerifyPayments(siteId: string) {
  const call = useApiCall();
  const [options, setOptions] = useState<VerifyOptions>({ afterId: '', relink: false, ignoreMetadata: false, local: false });
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ checked: number; ok: number; relinked: number; mismatches: Mismatch[] }>();
  const start = async () => {
    setError(undefined);
    setResult(undefined);
    try {
      const query = {
        limit: 100,
        relink: options.relink,
        ignoreMetadata: options.ignoreMetadata,
        local: options.local,
        afterId: options.afterId || undefined,
      };
      setJobId((await call<JobView>(`/api/${encodeURIComponent(siteId)}/tools/checkAllPayments`, { query })).id);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  const done = (job: JobView) => setResult(job.result as typeof result);
  return { options, setOptions, jobId, error, start, done, result };
}

// Tools page: payment verification (GET {site}/tools/checkAllPayments starts a job that the panel follows). Its
// outcome reads as every tool's: 'ok !' or 'Erreur: {message}' (spec 001 §8).
import { useState } from 'react';
import type { PaymentCheckResult } from '../../../model/commerce';
import type { JobView } from '../../../model/jobs';
import { errorMessageOf } from '../../../schema-adapters/shared';
import { useJob } from '../../shared/jobs';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';

export interface VerifyOptions {
  afterId: string;
  relink: boolean;
  ignoreMetadata: boolean;
  local: boolean;
}

export function verifyOutcome(startError: string | undefined, job: JobView | undefined): { ok: boolean; text: string } | undefined {
  if (startError) return { ok: false, text: `Erreur: ${startError}` };
  if (job?.state === 'done') return { ok: true, text: 'ok !' };
  if (job?.state === 'failed' || job?.state === 'cancelled') return { ok: false, text: `Erreur: ${job.error ?? 'tâche annulée'}` };
  return undefined;
}

export function useVerifyPayments(siteId: string) {
  const call = useApiCall();
  const [options, setOptions] = useState<VerifyOptions>({ afterId: '', relink: false, ignoreMetadata: false, local: false });
  const [jobId, setJobId] = useState<string>();
  const [error, setError] = useState<string>();
  const { job } = useJob(jobId);
  const start = async () => {
    setError(undefined);
    setJobId(undefined);
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
  const result = job?.state === 'done' ? (job.result as PaymentCheckResult) : undefined;
  return { options, setOptions, jobId, start, result, outcome: verifyOutcome(error, job) };
}

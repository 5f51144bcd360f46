// Running one tool: starts its job (POST /api/{siteId}/tools/{tool}, /clear, or any route answering a job), then
// follows it; the outcome reads 'ok !' or 'Erreur: {message}' (spec 001 §8).
import { useState } from 'react';
import { errorMessageOf } from '../../schema-adapters/shared';
import { useJob } from '../shared/jobs';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

export function useToolRun() {
  const call = useApiCall();
  const [jobId, setJobId] = useState<string>();
  const [startError, setStartError] = useState<string>();
  const { job } = useJob(jobId);

  /**
   * `refused`: a refusal the caller answers itself (a confirmation asked, say): true when it did, so no error shows.
   * `body` null: a GET of `path` (spec 001 §7 lists temp_restore_ovh so).
   */
  const start = async (path: string, body: Record<string, unknown> | null = {}, refused?: (err: unknown) => Promise<boolean>) => {
    setStartError(undefined);
    setJobId(undefined);
    try {
      setJobId((await call<{ id: string }>(path, body ? { method: 'POST', body } : {})).id);
    } catch (err) {
      if (!(await refused?.(err))) setStartError(errorMessageOf(err));
    }
  };

  const outcome = startError
    ? { ok: false, text: `Erreur: ${startError}` }
    : job?.state === 'done'
      ? { ok: true, text: 'ok !' }
      : job?.state === 'failed' || job?.state === 'cancelled'
        ? { ok: false, text: `Erreur: ${job.error ?? 'tâche annulée'}` }
        : undefined;

  return { start, jobId, job, outcome, running: !!job && !outcome && job.state !== 'done' };
}

export const toolPath = (siteId: string, tool: string) => `/api/${encodeURIComponent(siteId)}/tools/${tool}`;

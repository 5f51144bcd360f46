import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobState, JobView } from '../../model/jobs';
import { useApiCall } from '../shared';
import { useJobEvents } from '../shared/jobs';

export const JOBS_PAGE_SIZE = 30;
/** New jobs appear at most this often: a burst of starts reads the page once. */
const REFRESH_DEBOUNCE_MS = 1_000;

export interface JobListQuery {
  page: number;
  state?: JobState;
  kind?: string;
}

/** A page of every job (super administrators), kept live: known rows follow their events, new ones reload the page. */
export function useJobList(query: JobListQuery) {
  const call = useApiCall();
  const [result, setResult] = useState<{ data: JobView[]; count: number }>();
  const [error, setError] = useState<string>();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(() => {
    call<{ data: JobView[]; count: number }>('/api/jobs', {
      query: { offset: query.page * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE, state: query.state, kind: query.kind },
    }).then(
      (r) => {
        setResult(r);
        setError(undefined);
      },
      (err: Error) => setError(err.message),
    );
  }, [call, query.page, query.state, query.kind]);

  useEffect(load, [load]);
  useEffect(() => () => clearTimeout(pending.current), []);

  useJobEvents((change) => {
    const known = result?.data.some((job) => job.id === change.id);
    if (known && (!query.state || query.state === change.state)) {
      setResult((r) => r && { ...r, data: r.data.map((job) => (job.id === change.id ? { ...job, ...change } : job)) });
      return;
    }
    clearTimeout(pending.current);
    pending.current = setTimeout(load, REFRESH_DEBOUNCE_MS);
  });

  return { result, error };
}

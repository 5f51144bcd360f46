import { useCallback, useEffect, useRef, useState } from 'react';
import { isJobOver, type JobView } from '../../../model/jobs';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { readJob } from './api';
import { useJobEvents } from './useJobEvents';

/** The live events carry no log: it is read again at most this often while the job runs, and at its end. */
const LOG_REFRESH_MS = 2_000;
/** Without live events (a cut stream), the job is read again this often until it ends. */
const FALLBACK_POLL_MS = 5_000;

export interface JobState {
  job?: JobView;
  error?: string;
}

/** A job followed live: read once, then merged with every event the shell relays; its step log follows. */
export function useJob(id: string | undefined): JobState {
  const call = useApiCall();
  const [state, setState] = useState<JobState>({});
  const lastRead = useRef(0);

  const read = useCallback(() => {
    if (!id) return;
    lastRead.current = Date.now();
    readJob(call, id).then(
      (job) => setState({ job }),
      (err: Error) => setState((s) => ({ ...s, error: err.message })),
    );
  }, [call, id]);

  useEffect(() => {
    setState({});
    read();
  }, [read]);

  useJobEvents((change) => {
    if (change.id !== id) return;
    setState((s) => ({ job: { ...(s.job as JobView), ...change, log: s.job?.log ?? [] } }));
    if (isJobOver(change.state) || Date.now() - lastRead.current > LOG_REFRESH_MS) read();
  });

  const over = state.job ? isJobOver(state.job.state) : false;
  useEffect(() => {
    if (!id || over) return;
    const timer = setInterval(read, FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [id, over, read]);

  return state;
}

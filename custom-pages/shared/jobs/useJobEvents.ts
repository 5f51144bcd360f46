import { useEffect, useRef } from 'react';
import type { JobView } from '../../../model/jobs';
import { JOB_EVENT } from '../../../schema-adapters/shared/consoleEvents';

/** Calls `onJob` with every job change the shell relays from GET /api/events (the job without its log). */
export function useJobEvents(onJob: (job: Omit<JobView, 'log'>) => void): void {
  const latest = useRef(onJob);
  latest.current = onJob;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<Omit<JobView, 'log'>>).detail);
    window.addEventListener(JOB_EVENT, listener);
    return () => window.removeEventListener(JOB_EVENT, listener);
  }, []);
}

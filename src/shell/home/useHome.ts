// The site's home (GET /api/{siteId}/home), read once on arrival and again when the live stream (GET /api/events, relayed
// by the shell) says something it shows has moved: someone opened or left a record of this site, and for super
// administrators a job started or ended. Never polled: an idle home makes no request.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Home } from '../../../model/home';
import { JOB_EVENT, PRESENCE_EVENT } from '../../../schema-adapters/shared/consoleEvents';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';
import { useSiteId } from '../../../schema-adapters/shared';

/** A burst of news (an import's jobs, a colleague going through records) reads the home once. */
export const HOME_REFRESH_DEBOUNCE_MS = 2_000;

/** `followJobs`: the home shows jobs (super administrators): their starts and ends read it again. */
export function useHome(followJobs: boolean) {
  const call = useApiCall();
  const siteId = useSiteId();
  const query = useQuery({
    queryKey: ['console.home', siteId],
    queryFn: () => call<Home>(`/api/${encodeURIComponent(siteId)}/home`),
    refetchOnWindowFocus: false,
  });
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refetch.current(), HOME_REFRESH_DEBOUNCE_MS);
    };
    // A job's progress beats on while it runs: only a change of state matters here.
    const states = new Map<string, string>();
    const onJob = (event: Event) => {
      const { id, state } = (event as CustomEvent<{ id: string; state: string }>).detail;
      if (states.get(id) === state) return;
      states.set(id, state);
      soon();
    };
    const onPresence = (event: Event) => {
      if ((event as CustomEvent<{ siteId: string }>).detail.siteId === siteId) soon();
    };
    if (followJobs) window.addEventListener(JOB_EVENT, onJob);
    window.addEventListener(PRESENCE_EVENT, onPresence);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(JOB_EVENT, onJob);
      window.removeEventListener(PRESENCE_EVENT, onPresence);
    };
  }, [siteId, followJobs]);

  return query;
}

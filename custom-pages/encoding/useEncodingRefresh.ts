// Queries of the encoding screens read again when one of the site's encoding jobs moves (GET /api/events relays each
// change), at most once every EVENT_REFRESH_MS: a job's progress comes a few times a second.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ENCODING_JOB } from '../../model/encoding';
import { useJobEvents } from '../shared/jobs';

const EVENT_REFRESH_MS = 700;

export function useEncodingRefresh(siteId: string, queryKey: readonly unknown[]): void {
  const client = useQueryClient();
  const lastEvent = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => () => clearTimeout(timer.current), []);
  useJobEvents((job) => {
    if (job.kind !== ENCODING_JOB || job.siteId !== siteId || timer.current) return;
    const wait = Math.max(0, lastEvent.current + EVENT_REFRESH_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastEvent.current = Date.now();
      void client.invalidateQueries({ queryKey: key.current });
    }, wait);
  });
}

// The queue's data and actions: the page's videos (read again on every change of the site's encoding jobs that
// GET /api/events relays, with a slower poll behind while it lists encodes in progress) and the moves, re-encodes
// and cancels of docs/api.md "Video encoding", each followed by a refresh.
import { useCallback, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, useNotifyText, useSiteId } from '../../schema-adapters/shared';
import { useJobEvents } from '../shared/jobs';
import { useApiCall } from '../shared/useApiCall';
import { QUEUE_PAGES, queueQuery, type Move, type QueueFilter, type QueueSort, type QueueVideo } from './queue';

/** A job's progress comes a few times a second: the queue is read at most this often for it. */
const EVENT_REFRESH_MS = 700;
/** Without live events (a cut stream), a live page reads the queue this often. */
const FALLBACK_POLL_MS = 5000;

export function useEncodingQueue(filter: QueueFilter, sort: QueueSort) {
  const call = useApiCall();
  const siteId = useSiteId();
  const notify = useNotifyText();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const queryKey = ['video-encoding', siteId, filter, sort];
  const { data, error, isFetching } = useQuery({
    queryKey,
    queryFn: async () =>
      (
        await call<{ data: (QueueVideo & { _id: string })[] }>(`/api/${encodeURIComponent(siteId)}/data/Video`, { query: queueQuery(filter, sort) })
      ).data.map((v) => ({ ...v, id: v._id })),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_PAGES[filter].live ? FALLBACK_POLL_MS : false,
  });

  const lastEvent = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useJobEvents((job) => {
    if (job.kind !== 'encoding' || job.siteId !== siteId || timer.current) return;
    const wait = Math.max(0, lastEvent.current + EVENT_REFRESH_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      lastEvent.current = Date.now();
      void client.invalidateQueries({ queryKey: ['video-encoding', siteId] });
    }, wait);
  });

  const act = useCallback(
    async (path: string, body: unknown, done?: string) => {
      setBusy(true);
      try {
        await call(`/api/${encodeURIComponent(siteId)}/encoding/${path}`, { method: 'POST', body });
        if (done) notify(done, 'success');
      } catch (err) {
        notify(errorMessageOf(err), 'error');
      } finally {
        setBusy(false);
        await client.invalidateQueries({ queryKey: ['video-encoding', siteId] });
      }
    },
    [call, client, notify, siteId],
  );

  return {
    videos: data,
    error,
    isFetching,
    busy,
    move: (id: string, to: Move) => act(`${encodeURIComponent(id)}/move`, { to, filter }),
    reencode: (id: string) => act(`${encodeURIComponent(id)}/reencode`, {}, 'La vidéo attend son encodage'),
    cancel: (id: string) => act(`${encodeURIComponent(id)}/cancel`, {}, 'Encodage annulé'),
  };
}

// The queue's actions (docs/api.md "Video encoding"): move, re-encode, cancel, each told in a notification and
// followed by a refresh of every encoding query of the site (the queue's pages, the 'Flux vidéo' tab).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CANCELLED_TEXT, type Move, type QueueFilter } from '../../model/encoding';
import { useNotifiedAction } from '../../schema-adapters/shared';
import { useApiCall } from '../../schema-adapters/shared/useApiCall';

/** The prefix of every encoding query of a site. */
export const encodingQueryKey = (siteId: string) => ['video-encoding', siteId];

export function useEncodingActions(siteId: string) {
  const call = useApiCall();
  const client = useQueryClient();
  const { busy, run } = useNotifiedAction();
  const act = useCallback(
    async (id: string, action: string, body: unknown, done?: string) => {
      await run(() => call(`/api/${encodeURIComponent(siteId)}/encoding/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }), done);
      await client.invalidateQueries({ queryKey: encodingQueryKey(siteId) });
    },
    [call, client, run, siteId],
  );
  return {
    busy,
    move: (id: string, to: Move, filter: QueueFilter) => act(id, 'move', { to, filter }),
    reencode: (id: string) => act(id, 'reencode', {}, 'La vidéo attend son encodage'),
    cancel: (id: string) => act(id, 'cancel', {}, CANCELLED_TEXT),
  };
}

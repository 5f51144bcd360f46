// The record screen's presence (issue 22 §2): beats every HEARTBEAT_MS with the field typed in last, follows the
// others through the live-event stream, and leaves when the screen closes (keepalive, so a closing tab still says so).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HEARTBEAT_MS, type Viewer } from '../../../model/presence';
import type { DataSchema } from '../../../model/metaSchema';
import { useApiCall } from '../../shared/useApiCall';
import { PRESENCE_EVENT } from '../../shared/consoleEvents';
import { useSessionUser, useSiteId } from '../../shared';
import { isAbout, presencePath, type RecordNews } from './presencePath';

export interface Presence {
  /** The others on the record, and when the news came (their fields' idle time runs from then). */
  viewers: Viewer[];
  receivedAt: number;
  /** The person types in a field (a property key, or key/componentUuid). */
  typing: (field: string) => void;
}

export function usePresence(schema: DataSchema, id: string | undefined): Presence {
  const siteId = useSiteId();
  const me = useSessionUser()?._id;
  const call = useApiCall();
  const [state, setState] = useState<{ viewers: Viewer[]; receivedAt: number }>({ viewers: [], receivedAt: 0 });
  const tab = useRef('');
  if (!tab.current) tab.current = crypto.randomUUID();
  const field = useRef<string | null>(null);
  const typed = useRef(false);
  const beatRef = useRef<() => void>(() => {});
  const path = id === undefined ? undefined : presencePath(siteId, schema, id);

  const show = useCallback((viewers: Viewer[]) => setState({ viewers: viewers.filter((v) => v.userId !== me), receivedAt: Date.now() }), [me]);

  useEffect(() => {
    if (!path) return;
    let stopped = false;
    const beat = () => {
      const body = { tab: tab.current, field: field.current, typing: typed.current };
      typed.current = false;
      // Presence is a plus: a data provider without `call` (a screen's test) or a failed beat leaves it empty.
      Promise.resolve()
        .then(() => call<{ viewers: Viewer[] }>(path, { method: 'PUT', body }))
        .then(
          (answer) => !stopped && show(answer.viewers),
          () => undefined,
        );
    };
    beatRef.current = beat;
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    const leave = () => void fetch(`${path}?tab=${tab.current}`, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(() => {});
    const onNews = (event: Event) => {
      const news = (event as CustomEvent<RecordNews & { viewers: Viewer[] }>).detail;
      if (id !== undefined && isAbout(news, siteId, schema, id)) show(news.viewers);
    };
    window.addEventListener(PRESENCE_EVENT, onNews);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(PRESENCE_EVENT, onNews);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [path, call, show, siteId, schema, id]);

  // A new field is told at once; more typing in the same one rides the next beat.
  const typing = useCallback((name: string) => {
    typed.current = true;
    if (field.current === name) return;
    field.current = name;
    beatRef.current();
  }, []);

  return useMemo(() => ({ ...state, typing }), [state, typing]);
}

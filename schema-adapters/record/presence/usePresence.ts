// The record screen's presence (issue 22 §2): beats every HEARTBEAT_MS with the field typed in last, follows the
// others through the live-event stream, and leaves when the screen closes (keepalive, so a closing tab still says so).
// Each beat tells the version the screen holds; a newer one saved before the screen was on the record (whose news
// went to nobody's screen) comes back with the beat's answer and is merged as the news would have been.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HEARTBEAT_MS, type Viewer } from '../../../model/presence';
import type { DataSchema } from '../../../model/metaSchema';
import { useApiCall } from '../../shared/useApiCall';
import { PRESENCE_EVENT, RECORD_WRITTEN_EVENT } from '../../shared/consoleEvents';
import { useSessionUser, useSiteId } from '../../shared';
import { useStableDataProvider } from '../../shared/stableDataProvider';
import { isAbout, presencePath, type RecordNews } from './presencePath';
import { recordSiteOf } from '../../../model/recordSite';
import type { VersionHolder } from './useLiveMerge';

/** PUT presence's answer (docs/api.md, Presence on records). */
interface BeatAnswer {
  viewers: Viewer[];
  version?: number;
  savedBy?: { name: string };
}

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
  const dataProvider = useStableDataProvider<VersionHolder>();
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
    /** A version saved that the screen does not hold: told as the stream tells a save (useLiveMerge reads and merges it). */
    const saved = (version: number, by: string) => {
      const news = { siteId: recordSiteOf(siteId, schema), type: schema._id, id, action: 'update' };
      window.dispatchEvent(new CustomEvent(RECORD_WRITTEN_EVENT, { detail: { ...news, version, by: { name: by } } }));
    };
    const beat = () => {
      const body = { tab: tab.current, field: field.current, typing: typed.current };
      typed.current = false;
      // Presence is a plus: a data provider without `call` (a screen's test) or a failed beat leaves it empty.
      Promise.resolve()
        .then(async () => {
          const held = id === undefined ? undefined : await dataProvider.heldVersion?.(schema._id, id);
          const answer = await call<BeatAnswer>(path, { method: 'PUT', body: { ...body, ...(held !== undefined && { version: held }) } });
          if (stopped) return;
          show(answer.viewers);
          if (held !== undefined && answer.version !== undefined && answer.version > held) saved(answer.version, answer.savedBy?.name ?? "Quelqu'un");
        })
        .catch(() => undefined);
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
  }, [path, call, dataProvider, show, siteId, schema, id]);

  // A new field is told at once; more typing in the same one rides the next beat.
  const typing = useCallback((name: string) => {
    typed.current = true;
    if (field.current === name) return;
    field.current = name;
    beatRef.current();
  }, []);

  return useMemo(() => ({ ...state, typing }), [state, typing]);
}

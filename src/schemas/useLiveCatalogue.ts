// Live effect of catalogue changes (docs/api.md GET /api/events): every open console follows a saved schema or
// site at once, and a screen can ask for the schemas or the session again (RELOAD_SCHEMAS_EVENT, RELOAD_SESSION_EVENT).
import { useEffect, useRef } from 'react';
import {
  JOB_EVENT,
  PRESENCE_EVENT,
  RECORD_WRITTEN_EVENT,
  RELOAD_SCHEMAS_EVENT,
  RELOAD_SESSION_EVENT,
  type ReloadSchemasDetail,
} from '../../schema-adapters/shared/consoleEvents';

/** Stream events relayed as window events to whichever screen follows them (jobs, presence on records). */
const RELAYED = { job: JOB_EVENT, presence: PRESENCE_EVENT, record: RECORD_WRITTEN_EVENT };

export const EVENTS_URL = '/api/events';

export interface CatalogueHandlers {
  /** A schema was saved or archived (or a screen asked): read the schemas again. */
  onSchemas: () => Promise<void>;
  /** A site was saved or archived: read the session again (its list of sites). */
  onSites: () => void;
}

export function useLiveCatalogue(handlers: CatalogueHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onReloadRequest = (event: Event) => {
      const reload = latest.current.onSchemas();
      const detail = (event as CustomEvent<ReloadSchemasDetail | null>).detail;
      if (detail) detail.reload = reload;
      else reload.catch(() => undefined);
    };
    const quietly = () => void latest.current.onSchemas().catch(() => undefined);
    const onSessionRequest = () => latest.current.onSites();
    window.addEventListener(RELOAD_SCHEMAS_EVENT, onReloadRequest);
    window.addEventListener(RELOAD_SESSION_EVENT, onSessionRequest);
    const stopListening = () => {
      window.removeEventListener(RELOAD_SCHEMAS_EVENT, onReloadRequest);
      window.removeEventListener(RELOAD_SESSION_EVENT, onSessionRequest);
    };
    if (typeof EventSource === 'undefined') return stopListening;

    // Same origin: the session cookie goes along. The browser reconnects by itself after a cut.
    const source = new EventSource(EVENTS_URL);
    let connections = 0;
    source.addEventListener('open', () => {
      // Events sent while the connection was down are lost: catch up after a reconnection.
      if (connections++ > 0) {
        quietly();
        latest.current.onSites();
      }
    });
    source.addEventListener('schemas', quietly);
    source.addEventListener('sites', () => latest.current.onSites());
    // Jobs' progress (custom-pages/shared/jobs), presence and saves of open records (schema-adapters/record/presence).
    for (const [name, relayed] of Object.entries(RELAYED)) {
      source.addEventListener(name, (event) => {
        try {
          window.dispatchEvent(new CustomEvent(relayed, { detail: JSON.parse((event as MessageEvent<string>).data) }));
        } catch {
          /* not JSON: ignored */
        }
      });
    }
    return () => {
      source.close();
      stopListening();
    };
  }, []);
}

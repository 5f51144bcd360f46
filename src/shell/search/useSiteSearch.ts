// The palette's server search: one request per pause in typing, none while the palette is closed or its field empty
// (tests/e2e/idleCensus.ts: an idle screen stays quiet); a newer text aborts the request of an older one. The request
// leaves from the pause's own timer, not from an effect of a render of the settled text (which runs after the next
// paint: a frame or two more before each search). An answer
// that names types cut by the server's budget (a busy server, or connections not yet warm after its start) shows at
// once, and is asked once more with a longer budget, so that the types cut are searched too.
import { useEffect, useState } from 'react';
import { PALETTE_PAUSE_MS } from '../../../model/constants';
import type { SearchGroup } from '../../../model/search';
import { apiFetch } from '../../providers/http';

export type { SearchGroup };

export interface SiteSearch {
  groups: SearchGroup[];
  cut: { type: string; label: string }[];
  loading: boolean;
  error?: string;
}

/** The second request's budget, when the first one's cut types: bounded still (the server caps it at 5 s). */
const FOLLOW_UP_BUDGET_MS = 1000;
const IDLE: SiteSearch = { groups: [], cut: [], loading: false };

export function useSiteSearch(siteId: string, text: string, open: boolean): SiteSearch {
  const q = text.trim();
  const [state, setState] = useState<SiteSearch>(IDLE);
  useEffect(() => {
    if (!open || !q) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const ask = (budget?: number) =>
      apiFetch<{ groups: SearchGroup[]; cut: SiteSearch['cut'] }>(
        `/api/${encodeURIComponent(siteId)}/search?q=${encodeURIComponent(q)}${budget ? `&budgetMs=${budget}` : ''}`,
        {},
        (url, init) => fetch(url, { ...init, signal: controller.signal }),
      ).then(({ body }) => body);
    const failed = (err: Error) => !controller.signal.aborted && setState({ groups: [], cut: [], loading: false, error: err.message });
    const timer = setTimeout(() => {
      ask().then((first) => {
        setState({ groups: first.groups, cut: first.cut, loading: first.cut.length > 0 });
        if (!first.cut.length) return;
        // The first answer stays shown if the second one fails.
        ask(FOLLOW_UP_BUDGET_MS).then(
          (again) => setState({ groups: again.groups, cut: again.cut, loading: false }),
          () => !controller.signal.aborted && setState((shown) => ({ ...shown, loading: false })),
        );
      }, failed);
      setState((s) => ({ ...s, loading: true }));
    }, PALETTE_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [siteId, q, open]);
  return state;
}

// The palette's server search: one request per pause in typing, none while the palette is closed or its field empty
// (tests/e2e/idleCensus.ts: an idle screen stays quiet); a newer text aborts the request of an older one.
import { useEffect, useState } from 'react';
import type { SearchGroup } from '../../../model/search';
import { apiFetch } from '../../providers/http';
import { useDebouncedValue } from '../../../custom-pages/shared/useDebouncedValue';

export type { SearchGroup };

export interface SiteSearch {
  groups: SearchGroup[];
  cut: { type: string; label: string }[];
  loading: boolean;
  error?: string;
}

const PAUSE_MS = 200;
const IDLE: SiteSearch = { groups: [], cut: [], loading: false };

export function useSiteSearch(siteId: string, text: string, open: boolean): SiteSearch {
  const q = useDebouncedValue(text.trim(), PAUSE_MS);
  const [state, setState] = useState<SiteSearch>(IDLE);
  useEffect(() => {
    if (!open || !q) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    apiFetch<{ groups: SearchGroup[]; cut: SiteSearch['cut'] }>(
      `/api/${encodeURIComponent(siteId)}/search?q=${encodeURIComponent(q)}`,
      {},
      (url, init) => fetch(url, { ...init, signal: controller.signal }),
    )
      .then(({ body }) => setState({ groups: body.groups, cut: body.cut, loading: false }))
      .catch((err: Error) => {
        if (!controller.signal.aborted) setState({ groups: [], cut: [], loading: false, error: err.message });
      });
    return () => controller.abort();
  }, [siteId, q, open]);
  return state;
}

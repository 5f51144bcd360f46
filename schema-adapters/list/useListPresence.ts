// Who else has the records of a list's page open (issue 22 §2): read once per page shown, then followed live through
// the stream's `event: presence` (no polling).
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import type { Viewer } from '../../model/presence';
import { useApiCall } from '../shared/useApiCall';
import { PRESENCE_EVENT } from '../shared/consoleEvents';
import { useSessionUser, useSiteId } from '../shared';
import { isAbout, presencePath, type RecordNews } from '../record/presence/presencePath';

export function useListPresence(schema: DataSchema, enabled: boolean): Record<string, Viewer[]> {
  const { data } = useListContext();
  const siteId = useSiteId();
  const me = useSessionUser()?._id;
  const call = useApiCall();
  const [byRecord, setByRecord] = useState<Record<string, Viewer[]>>({});
  // The page's ids as one string: the list's answer is a new array on each read, the page often the same.
  const ids = enabled ? (data ?? []).map((r) => String(r.id)).join(',') : '';
  useEffect(() => {
    if (!ids) return;
    let stopped = false;
    const onPage = new Set(ids.split(','));
    Promise.resolve()
      .then(() => call<{ records: Record<string, Viewer[]> }>(presencePath(siteId, schema), { query: { ids } }))
      .then(
        (answer) => !stopped && setByRecord(answer.records),
        () => undefined,
      );
    const onNews = (event: Event) => {
      const news = (event as CustomEvent<RecordNews & { viewers: Viewer[] }>).detail;
      if (!isAbout(news, siteId, schema) || !onPage.has(news.id)) return;
      setByRecord((current) => ({ ...current, [news.id]: news.viewers.filter((v) => v.userId !== me) }));
    };
    window.addEventListener(PRESENCE_EVENT, onNews);
    return () => {
      stopped = true;
      window.removeEventListener(PRESENCE_EVENT, onNews);
    };
  }, [ids, call, siteId, schema, me]);
  return byRecord;
}

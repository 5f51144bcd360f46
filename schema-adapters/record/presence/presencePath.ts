// Where a type's presence lives in the API (docs/api.md, Presence on records): global types under /api/global.
import type { DataSchema } from '../../../model/metaSchema';
import { recordSiteOf } from '../../../model/recordSite';

export const presencePath = (siteId: string, schema: Pick<DataSchema, '_id' | 'storedInInstanceDatabase'>, id?: string): string => {
  const base = `/api/${encodeURIComponent(recordSiteOf(siteId, schema))}/presence/${encodeURIComponent(schema._id)}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(id)}`;
};

/** Presence news of one record, as the stream relays them (consoleEvents PRESENCE_EVENT, RECORD_WRITTEN_EVENT). */
export interface RecordNews {
  siteId: string;
  type: string;
  id: string;
}

export const isAbout = (news: RecordNews, siteId: string, schema: Pick<DataSchema, '_id' | 'storedInInstanceDatabase'>, id?: string) =>
  news.siteId === recordSiteOf(siteId, schema) && news.type === schema._id && (id === undefined || news.id === id);

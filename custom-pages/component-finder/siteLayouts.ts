// Every layout of a site (spec 000 §2 component finder and wireframe): the records of the schemas that have layout
// properties (Page, ComplexComponent, Config...), read whole (lists with adminTable leave layouts out).
import type { Layout, LayoutOwner } from '../../model/layouts';
import type { DataSchema } from '../../model/metaSchema';
import { readAllPages } from '../../model/allPages';
import { MAX_PAGE_SIZE } from '../../model/constants';

export interface SiteLayout {
  readonly owner: LayoutOwner;
  readonly layout: Layout;
}

export interface LayoutRecord {
  _id: string;
  label?: string;
  [key: string]: unknown;
}

/** Schemas with records of their own and at least one layout property. */
export const schemasWithLayouts = (schemas: readonly DataSchema[]): DataSchema[] =>
  schemas.filter((s) => s.hasAssociatedDBCollection !== false && s.propertiesList.some((p) => p.type === 'layout'));

/** One entry per layout property that holds an array, in record order. */
export function layoutsOf(schema: Pick<DataSchema, '_id' | 'propertiesList'>, records: readonly LayoutRecord[]): SiteLayout[] {
  const keys = schema.propertiesList.filter((p) => p.type === 'layout').map((p) => p.key);
  const out: SiteLayout[] = [];
  for (const record of records) {
    for (const field of keys) {
      const layout = record[field];
      if (!Array.isArray(layout)) continue;
      out.push({
        owner: { cls: schema._id, id: record._id, field, ...(typeof record.label === 'string' && { label: record.label }) },
        layout: layout as Layout,
      });
    }
  }
  return out;
}

type Call = <T>(path: string, init?: { query?: Record<string, string | number | boolean | undefined> }) => Promise<T>;

/** All records of a type, page by page (model/allPages.ts), up to `maxPages` pages of the API's largest. */
export async function fetchAllRecords(call: Call, siteId: string, type: string, maxPages = 50): Promise<LayoutRecord[]> {
  const path = `/api/${encodeURIComponent(siteId)}/data/${encodeURIComponent(type)}`;
  const all = await readAllPages((offset, limit) => call<{ data: LayoutRecord[] }>(path, { query: { offset, limit, sortBy: '_id' } }), {
    bound: maxPages * MAX_PAGE_SIZE,
  });
  return all.data;
}

// "All" of a list (spec 001 §7: `limit 0` → all custom complex components; the tags, the schemas, the formulas read
// with no limit): the API answers at most MAX_PAGE_SIZE records a call, so "all" is read page by page, up to a bound
// the browser can hold; what the bound leaves out is counted, for the screen to say so ('… 12 de plus non affichés').
import { MAX_PAGE_SIZE } from './constants.js';

/** Most records a screen reads as "all" of a type. */
export const ALL_RECORDS_BOUND = 10_000;

export interface AllPages<T> {
  data: T[];
  /** How many records past the bound were not read (0: the list is whole). */
  cut: number;
}

/** Reads pages of `pageSize` (offsets its multiples) until a short page, or the bound; a page's `total` (when known) sizes `cut`. */
export async function readAllPages<T>(
  page: (offset: number, limit: number) => Promise<{ data: T[]; total?: number }>,
  { bound = ALL_RECORDS_BOUND, pageSize = MAX_PAGE_SIZE }: { bound?: number; pageSize?: number } = {},
): Promise<AllPages<T>> {
  const data: T[] = [];
  let total: number | undefined;
  for (;;) {
    const answer = await page(data.length, pageSize);
    data.push(...answer.data);
    total = answer.total ?? total;
    if (answer.data.length < pageSize) return { data, cut: 0 };
    if (data.length >= bound) return { data: data.slice(0, bound), cut: Math.max((total ?? data.length) - bound, total === undefined ? 1 : 0) };
  }
}

/** What a screen says under a list cut at the bound. */
export const cutNotice = (cut: number): string => `… ${cut.toLocaleString('fr-FR')} de plus non affiché${cut > 1 ? 's' : ''}`;

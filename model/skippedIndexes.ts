// What the stored data kept a schema from getting (an index, a property's per-value totals): the save that asks for it
// is refused, a start skips it. The schema read answers the skipped ones under SKIPPED_INDEXES_KEY, for the schema screen.

export const SKIPPED_INDEXES_KEY = '_skippedIndexes';

/** `index`: the sort and filter index of a sortable or filterable property; `facet`: the totals of a filterable enum or bool. */
export type IndexPart = 'index' | 'facet';

export interface SkippedIndex {
  key: string;
  part: IndexPart;
  /** Why, in French: the log, the refused save and the schema screen say the same. */
  message: string;
}

/** PostgreSQL's "program limit exceeded" (54000): a stored value too large for the structure. */
const TOO_LARGE = '54000';

/** `record`: the stored record whose value refused, named so that it can be mended. */
export function skippedIndexMessage(key: string, part: IndexPart, code: string | undefined, record?: { siteId: string; id: string }): string {
  const which = record ? ` (enregistrement « ${record.id} » du site « ${record.siteId} »)` : '';
  const why = code === TOO_LARGE ? `une valeur enregistrée est trop grande${which}` : `les données enregistrées ne le permettent pas${which}`;
  return part === 'index'
    ? `L'index de tri et de filtre de « ${key} » ne peut pas être construit : ${why}`
    : `Les totaux par valeur de « ${key} » ne peuvent pas être calculés : ${why}`;
}

// The search palette's answer (GET /api/{siteId}/search, docs/api.md "Search and saved views"): one shape for the
// server (server/domains/search) and the console (src/shell/search).

/** One readable type's matches: the best few, and how many there are up to a bound. */
export interface SearchGroup {
  type: string;
  label: string;
  count: number;
  countIsLowerBound?: true;
  /** Found by the typo-tolerant search, the exact one having found nothing. */
  fuzzy?: true;
  records: { _id: string; label: string }[];
}

export interface SearchResult {
  q: string;
  groups: SearchGroup[];
  /** Types left unsearched or unfinished when the budget ran out. */
  cut: { type: string; label: string }[];
  tookMs: number;
}

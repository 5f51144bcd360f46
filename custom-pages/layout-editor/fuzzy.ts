// A small Fuse-like fuzzy search (spec 001 §9: component picker threshold 0.4 over label, _id, frontComponent), without
// a package: texts are normalised (accents, case, spacing), and a key scores the edit distance between the query and
// its closest substring (Sellers' approximate substring matching), divided by the query length: 0 is an exact
// substring, 1 nothing alike. A record matches when one of its keys scores at most the threshold.

export const COMPONENT_PICKER_THRESHOLD = 0.4;

/** Lower case, accents stripped, runs of spaces and punctuation made one space. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Smallest number of edits (insertions, deletions, substitutions) turning `pattern` into some substring of `text`.
 * Both must be normalised already. O(pattern × text) time, O(pattern) memory.
 */
export function substringDistance(pattern: string, text: string): number {
  const m = pattern.length;
  if (m === 0) return 0;
  // column[i]: distance between pattern[0..i) and the best substring of text ending at the current position.
  let column = Array.from({ length: m + 1 }, (_, i) => i);
  let best = column[m];
  for (let j = 1; j <= text.length; j++) {
    const next = new Array<number>(m + 1);
    next[0] = 0; // a substring may start anywhere
    for (let i = 1; i <= m; i++) {
      const cost = pattern[i - 1] === text[j - 1] ? 0 : 1;
      next[i] = Math.min(column[i - 1] + cost, column[i] + 1, next[i - 1] + 1);
    }
    column = next;
    if (column[m] < best) best = column[m];
    if (best === 0) return 0;
  }
  return best;
}

/** Score of a query against one text: 0 (exact substring) to 1 (nothing alike). */
export function fuzzyScore(query: string, text: string): number {
  const pattern = normalize(query);
  if (!pattern) return 0;
  return Math.min(1, substringDistance(pattern, normalize(text)) / pattern.length);
}

export interface FuzzyResult<T> {
  item: T;
  score: number;
}

export interface FuzzyOptions<T> {
  /** The texts of an item that are searched. */
  keys: (item: T) => readonly (string | undefined)[];
  threshold?: number;
  limit?: number;
}

/**
 * The items matching `query`, best first (ties keep the input order). An empty query matches everything, score 0.
 */
export function fuzzySearch<T>(items: readonly T[], query: string, { keys, threshold = COMPONENT_PICKER_THRESHOLD, limit }: FuzzyOptions<T>): FuzzyResult<T>[] {
  const pattern = normalize(query);
  const results: (FuzzyResult<T> & { index: number })[] = [];
  items.forEach((item, index) => {
    if (!pattern) {
      results.push({ item, score: 0, index });
      return;
    }
    let score = 1;
    for (const key of keys(item)) {
      if (!key) continue;
      score = Math.min(score, substringDistance(pattern, normalize(key)) / pattern.length);
      if (score === 0) break;
    }
    if (score <= threshold) results.push({ item, score, index });
  });
  results.sort((a, b) => a.score - b.score || a.index - b.index);
  return (limit === undefined ? results : results.slice(0, limit)).map(({ item, score }) => ({ item, score }));
}

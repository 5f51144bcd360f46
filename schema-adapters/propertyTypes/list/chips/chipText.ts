// Matching and uniqueness of chips (spec 000 §5): tag autocomplete on a prefix, case and accent insensitive;
// a tag list is unique by id or by case-insensitive trimmed text.

/** Lower case without accents: 'Économie' → 'economie'. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `query` starts one of the texts, or one of their words ('clim' finds 'Urgence climatique'). */
export function matchesPrefix(query: string, texts: readonly string[]): boolean {
  const folded = foldText(query.trim());
  if (!folded) return true;
  return texts.some((text) => {
    const candidate = foldText(text);
    return candidate.startsWith(folded) || candidate.split(/[\s\-'’_/]+/).some((word) => word.startsWith(folded));
  });
}

/** The uniqueness key of a typed text: trimmed, case ignored. */
export const textKey = (text: string): string => text.trim().toLowerCase();

/** The values without duplicates (the first one kept), by `keyOf`. */
export function uniqueBy<T>(values: readonly T[], keyOf: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

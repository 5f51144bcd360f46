// Slugs (spec 000 §5, 001 §5): lowercased, accents stripped, runs of non-word characters become one hyphen.

// Ligatures do not decompose under NFD; French text uses them (cœur, æ).
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** `maxLength` cuts the slug (public links keep 75 characters, spec 001 §9) without leaving a trailing hyphen. */
export function slugify(text: string, maxLength?: number): string {
  const slug = text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\W+/g, '-')
    .replace(/^-+|-+$/g, '');
  return maxLength === undefined ? slug : slug.slice(0, maxLength).replace(/-+$/, '');
}

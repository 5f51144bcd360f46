// A site's id is the first segment of the console's URLs and the key of its data: the server's id rule, kept short.

/** docs/api.md (records): letters, digits, '-', '_', '.', ':'; 128 characters at most. */
export const SITE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
export const SITE_ID_HINT = 'Lettres, chiffres, « - », « _ », « . » (par exemple « mon-site »)';

/** What the site form saves: texts trimmed, blank texts left out, isProd always said (prod or dev). */
export function siteToSave(values: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id') continue;
    const cleaned = typeof value === 'string' ? value.trim() : value;
    if (cleaned === '' || cleaned === null || cleaned === undefined) {
      if (previous?.[key] !== undefined) result[key] = null;
      continue;
    }
    result[key] = cleaned;
  }
  result.isProd = values.isProd === true;
  if (previous && previous.isProd === undefined && result.isProd === false) delete result.isProd;
  return result;
}

// A one-line readable text for any stored value, used where a value is summarised (cells, list items, titles).

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const NAMING_KEYS = ['label', 'name', 'title', 'text', 'login', 'fontFamily', 'url', '_id'] as const;

function describe(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.map(describe).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const naming = NAMING_KEYS.map((key) => record[key]).find((v) => typeof v === 'string' || typeof v === 'number');
    if (naming !== undefined) return String(naming);
    try {
      return JSON.stringify(value);
    } catch {
      return '';
    }
  }
  return '';
}

/** Never throws: odd shapes (cycles, functions, symbols) give a short or empty text. */
export const shortText = (value: unknown, max = 80): string => truncate(describe(value).replace(/\s+/g, ' ').trim(), max);

const PATH_KEYS = ['src', 'path', 'url', 'fileName', 'name'] as const;

/** The stored path of a file or image value (text, or an object carrying it). */
export function mediaPathOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const media = value as Record<string, unknown>;
  const path = PATH_KEYS.map((key) => media[key]).find((v) => typeof v === 'string' && v !== '');
  return typeof path === 'string' ? path : '';
}

/** 'n / max' under a text input with a maximum length (spec 000 §5). */
export function lengthCounter(value: unknown, max: number | undefined): string | undefined {
  if (typeof max !== 'number') return undefined;
  return `${typeof value === 'string' ? value.length : 0} / ${max}`;
}

/** Text shown in a text input for any stored value, so an odd shape never breaks the form. */
export function asText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return '';
    }
  }
  return String(value);
}

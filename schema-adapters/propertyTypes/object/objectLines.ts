import { shortText } from '../../shared';

/** 'key: value' lines of an object value; other shapes give their short text. */
export function objectLines(value: unknown): string[] {
  if (value == null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    const text = shortText(value);
    return text ? [text] : [];
  }
  return Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .map(([key, member]) => `${key}: ${shortText(member, 60)}`);
}

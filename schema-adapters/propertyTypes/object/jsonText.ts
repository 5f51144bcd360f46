// The JSON text of a value without declared members, and what typed text gives back.
import { deepEqual } from '../../../model/diff';

export const INVALID_JSON = 'JSON invalide';

/** Held by the form while the text does not parse: the validator refuses it, so it is never saved. */
export interface InvalidJson {
  $invalidJson: string;
}

export const isInvalidJson = (value: unknown): value is InvalidJson =>
  typeof value === 'object' && value !== null && typeof (value as InvalidJson).$invalidJson === 'string';

/** The text shown for a stored value: indented JSON, nothing for no value. */
export function jsonTextOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (isInvalidJson(value)) return value.$invalidJson;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** Typed text → the value to store: empty clears (null), unreadable text is kept as InvalidJson. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { $invalidJson: text } satisfies InvalidJson;
  }
}

/** Whether the text already stands for the value (then it is left as typed, spaces and all). */
export const textMatches = (text: string, value: unknown): boolean => deepEqual(parseJsonText(text), value ?? null);

// The JSON text of a value without declared members, and what typed text gives back: the shared compile of
// functional values (model/validation/functionalValue.ts), which the server runs too.
import { deepEqual } from '../../../model/diff';
import { compileText, isUncompiledText } from '../../../model/validation/functionalValue';

export { compileText as parseJsonText, isUncompiledText as isInvalidJson, uncompiledMessage } from '../../../model/validation/functionalValue';

/** The text shown for a stored value: indented JSON, nothing for no value. */
export function jsonTextOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (isUncompiledText(value)) return value.$invalidJson;
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** Whether the text already stands for the value (then it is left as typed, spaces and all). */
export const textMatches = (text: string, value: unknown): boolean => deepEqual(compileText(text), value ?? null);

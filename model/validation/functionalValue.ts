// Functional values (spec 000 §5 Object, 001 §5: "functional values (formula text) must compile, otherwise the error is
// shown"): values typed as code text. The console's page policy evaluates no code, so the one code its values are
// typed in is JSON: the object editor's text (an object without declared members, a list's free objects). A text that
// does not compile is refused with where and why, by this one check in the form and on the server; nothing is written.
import { jsonSyntaxError } from '../jsonSyntax.js';

/** What the form holds while its text does not compile, so that the value can never be saved by mistake. */
export interface UncompiledText {
  $invalidJson: string;
}

export const isUncompiledText = (value: unknown): value is UncompiledText =>
  typeof value === 'object' && value !== null && typeof (value as UncompiledText).$invalidJson === 'string';

/** Typed text → its value: null for no text, the compiled value, or the marker of a text that does not compile. */
export function compileText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { $invalidJson: text } satisfies UncompiledText;
  }
}

/** The French message of a value that did not compile ('JSON invalide : virgule attendue (ligne 3, colonne 3)'), else undefined. */
export const uncompiledMessage = (value: unknown): string | undefined =>
  isUncompiledText(value) ? `JSON invalide : ${jsonSyntaxError(value.$invalidJson)}` : undefined;

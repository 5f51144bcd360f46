// PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (in text or jsonb): such text is refused on entry.

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored (French), or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'caractère nul (U+0000) non accepté';
  if (LONE_SURROGATE.test(text)) return 'caractère Unicode invalide (demi-paire UTF-16 isolée)';
  return undefined;
}

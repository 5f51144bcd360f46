// PostgreSQL cannot store a NUL character nor a lone UTF-16 surrogate (in text or jsonb): such text is refused on entry.

// A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored (French), or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'caractère nul (U+0000) non accepté';
  if (LONE_SURROGATE.test(text)) return 'caractère Unicode invalide (demi-paire UTF-16 isolée)';
  return undefined;
}

/** The first unstorable string among the keys and values of a parsed value, walked without recursion (any depth). */
export function findBadText(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item && typeof item === 'object') {
      for (const [key, v] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push(v);
      }
    }
  }
  return undefined;
}

/**
 * A number JSON or a query string can carry and PostgreSQL cannot take (`1e309` reads as Infinity, and Ajv's
 * coercion of a query string lets it past `maximum`), anywhere in a value; no recursion, as findBadText.
 */
export function findNonFiniteNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return true;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item && typeof item === 'object') {
      for (const v of Object.values(item)) stack.push(v);
    }
  }
  return false;
}

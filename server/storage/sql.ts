// A tiny builder that keeps values out of SQL text: every value becomes a numbered parameter.
export class Sql {
  readonly params: unknown[] = [];

  /** Adds a value and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A copy holding the values so far, to build a second statement on the same conditions. */
  clone(): Sql {
    const copy = new Sql();
    copy.params.push(...this.params);
    return copy;
  }

  /**
   * Takes `other`'s values after this builder's and returns `text` (written against `other`'s placeholders) renumbered
   * to match, so that conditions built apart can share one statement. Quoted literals and identifiers are left alone: a
   * JSON key inlined as `'a$1'` stays what it is.
   */
  adopt(other: Sql, text: string): string {
    const offset = this.params.length;
    this.params.push(...other.params);
    return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => (n ? `$${Number(n) + offset}` : match));
  }
}

/** A JSON key inlined into an expression (so expression indexes match); keys are checked by the filter grammar. */
export function jsonKeyLiteral(key: string): string {
  if (/^\d+$/.test(key)) return key;
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) throw new Error(`clé JSON invalide : ${key}`);
  return `'${key}'`;
}

/** `doc->'a'->'b'`: the same text as the expression indexes, so the planner can use them (`base`: another JSON value). */
export const jsonPathExpr = (path: string[], base = 'doc'): string => [base, ...path.map(jsonKeyLiteral)].join('->');

/** Characters of a string property kept in its index: a btree row stays far below PostgreSQL's 2,704-byte limit. */
export const TEXT_PREFIX = 200;

/** A top-level property as text. */
export const textValueExpr = (key: string): string => `doc->>${jsonKeyLiteral(key)}`;

/** The bounded index expression of a string-like property; the full value only breaks ties and confirms equality. */
export const textPrefixExpr = (key: string): string => `left(${textValueExpr(key)}, ${TEXT_PREFIX})`;

/** The same prefix in TypeScript (PostgreSQL's left() counts characters, not UTF-16 units). */
export const textPrefixOf = (value: string): string => [...value].slice(0, TEXT_PREFIX).join('');

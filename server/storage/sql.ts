// A tiny builder that keeps values out of SQL text: every value becomes a numbered parameter.
export class Sql {
  readonly params: unknown[] = [];

  /** Adds a value and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** A JSON key inlined into an expression (so expression indexes match); keys are checked by the filter grammar. */
export function jsonKeyLiteral(key: string): string {
  if (/^\d+$/.test(key)) return key;
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) throw new Error(`clé JSON invalide : ${key}`);
  return `'${key}'`;
}

/** `doc->'a'->'b'`: the same text as the expression indexes, so the planner can use them. */
export const jsonPathExpr = (path: string[]): string => ['doc', ...path.map(jsonKeyLiteral)].join('->');

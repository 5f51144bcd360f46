// Layout builders for the tests and the bench (not part of the public API).
import type { Col, Component, Content, Layout, Row } from './types.js';

export const comp = (id: string, extra: Partial<Component> = {}): Component => ({ _id: id, label: id, frontComponent: id, ...extra });
export const col = (size: number, contents: Content[] = [], extra: Partial<Col> = {}): Col => ({ size, contents, ...extra });
export const row = (cols: Col[], extra: Partial<Row> = {}): Row => ({ cols, ...extra });
export const nested = (...cols: Col[]): Content => ({ cols });

/** Freezes a value and everything under it, so that a mutating operation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * `rows` rows of 12 components each: 4/4/4, the middle column holding two components and a 6/6 nested row
 * of two components per column. 25 rows make 300 components.
 */
export function bigLayout(rows = 25): Layout {
  return Array.from({ length: rows }, (_, r) => {
    const c = (n: number, k: number) => Array.from({ length: k }, (_, i) => comp(`c${r}-${n}-${i}`));
    return row([col(4, c(0, 4)), col(4, [...c(1, 2), nested(col(6, c(2, 2)), col(6, c(3, 2)))]), col(4, c(4, 2))], { uuid: `r${r}` });
  });
}

/** One row whose single 12-wide column nests `depth - 1` rows of one 12-wide column; the deepest holds 'x'. */
export function deepLayout(depth: number): Layout {
  let contents: Content[] = [comp('x')];
  for (let d = 1; d < depth; d++) contents = [nested(col(12, contents))];
  return [row([col(12, contents)])];
}

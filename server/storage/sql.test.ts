import { describe, expect, it } from 'vitest';
import { Sql } from './sql.js';

describe('Sql.adopt', () => {
  it('renumbers the placeholders of conditions built apart, and leaves quoted literals and identifiers alone', () => {
    const first = new Sql();
    const a = `cls = ${first.param('A')} AND doc->>'k' = ${first.param(1)}`;
    const second = new Sql();
    const b = `cls = ${second.param('B')} AND doc->>'x$1' = ${second.param(2)} AND "col$2" = ${second.param("it's")}`;
    const both = new Sql();
    expect(both.adopt(first, a)).toBe(`cls = $1 AND doc->>'k' = $2`);
    expect(both.adopt(second, b)).toBe(`cls = $3 AND doc->>'x$1' = $4 AND "col$2" = $5`);
    expect(both.params).toEqual(['A', 1, 'B', 2, "it's"]);
    expect(both.param('last')).toBe('$6');
  });

  it('keeps a doubled quote inside a literal as part of it', () => {
    const other = new Sql();
    const text = `'l''$1' || ${other.param('v')}`;
    const into = new Sql();
    into.param('before');
    expect(into.adopt(other, text)).toBe(`'l''$1' || $2`);
  });
});

// Advisory locks: each key once, and every lock of the server taken through the table (a number written at the call
// is how the demo's fill came to hold the schema changes' lock).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';
import { LOCK, LOCK_OF } from './advisoryLocks.js';

describe('advisory lock keys', () => {
  it('are each used for one purpose', () => {
    for (const table of [LOCK, LOCK_OF]) expect(new Set(Object.values(table)).size).toBe(Object.values(table).length);
  });

  it('are never written as numbers where a lock is taken', () => {
    const literal = /pg_(try_)?advisory_(xact_)?lock(_shared)?\(\s*-?\d/;
    const offenders = sourceFiles('server', /\.(ts|sql)$/).filter((file) => literal.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

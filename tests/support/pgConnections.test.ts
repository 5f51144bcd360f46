// Every connection the tests and benches open to PostgreSQL themselves goes through pgConnections.ts, with its error
// listener: one without it ended a CI run in error with every test passed.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { sourceFiles } from './sourceFiles.js';

it('opens no PostgreSQL connection in the tests without an error listener', () => {
  const bare = sourceFiles('tests', /\.tsx?$/, { withTests: true })
    .filter((file) => file !== 'tests/support/pgConnections.ts')
    .filter((file) => /new (pg\.)?(Pool|Client)\(/.test(fs.readFileSync(file, 'utf8')));
  expect(bare).toEqual([]);
});

// An index built beside a serving console (CREATE INDEX CONCURRENTLY) lasts as long as its table is large: on a pooled
// connection the pool's statement timeout (15 s) cancelled the history's at 13,000,000 versions at each start, leaving
// it invalid and the home reading the whole history. Read from the sources: every such build runs on a connection
// without that timeout (a ShapeSession, or one that sets it to 0 itself).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';

describe('index builds beside a serving console', () => {
  it('run without the pool’s statement timeout', () => {
    const builds = sourceFiles('server', /\.ts$/).filter((file) => /CREATE INDEX CONCURRENTLY/.test(fs.readFileSync(file, 'utf8')));
    expect(builds.length).toBeGreaterThan(1);
    const timed = builds.filter((file) => !/ShapeSession|SET statement_timeout = 0/.test(fs.readFileSync(file, 'utf8')));
    expect(timed).toEqual([]);
  });
});

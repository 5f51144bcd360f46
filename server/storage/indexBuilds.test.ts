// An index built beside a serving console (CREATE INDEX CONCURRENTLY) lasts as long as its table is large: on a pooled
// connection the pool's statement timeout (15 s) cancelled the history's at 13,000,000 versions at each start, leaving
// it invalid and the home reading the whole history. Read from the sources: every such build runs on a connection
// without that timeout (a ShapeSession, or one that sets it to 0 itself).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.posix.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });

describe('index builds beside a serving console', () => {
  it('run without the pool’s statement timeout', () => {
    const builds = sources('server').filter((file) => /CREATE INDEX CONCURRENTLY/.test(fs.readFileSync(file, 'utf8')));
    expect(builds.length).toBeGreaterThan(1);
    const timed = builds.filter((file) => !/ShapeSession|SET statement_timeout = 0/.test(fs.readFileSync(file, 'utf8')));
    expect(timed).toEqual([]);
  });
});

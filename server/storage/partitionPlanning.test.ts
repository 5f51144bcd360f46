// `documents` has one partition per type: a statement whose type is a parameter or a literal is planned against that
// partition only, one that finds its type in another table (a join on `d.cls = l.from_cls`, `(cls, id) IN (…)`) is
// planned against every partition, which took 50 to 240 ms with 200 types for a handful of rows (the home's records
// open now, a record's references' labels, its 'liens' tab). Read from the sources, so that the next one fails here:
// such a read goes one branch per type (storage/documents.ts labelsOf, storage/recordLinks.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.posix.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });

/** `JOIN documents d ON … d.cls = x.col` (a type from another row), or a type among pairs: `(cls, id) IN (…)`. */
const UNPRUNED = [/\bJOIN documents (\w+) ON [^`]*?\b\1\.cls = (?!'|\$|\$\{)[a-z_]+\.\w+/g, /\(\s*(?:\w+\.)?cls\s*,\s*(?:\w+\.)?id\s*\)\s+IN\s*\(/gi];

const unpruned = (text: string): string[] => UNPRUNED.flatMap((re) => [...text.matchAll(re)].map((m) => m[0].replace(/\s+/g, ' ')));

describe("statements over documents know their type's partition when planned", () => {
  it('finds none that takes its type from another table', () => {
    const found = sources('server').flatMap((file) => unpruned(fs.readFileSync(file, 'utf8')).map((m) => `${file}: ${m}`));
    expect(found).toEqual([]);
  });

  it('catches both shapes, and leaves a type given as a literal or a parameter alone', () => {
    expect(unpruned('FROM presence p LEFT JOIN documents d ON d.site_id = $1 AND d.cls = p.cls AND d.id = p.record_id')).toHaveLength(1);
    expect(unpruned('FROM documents WHERE site_id = ANY($1) AND (cls, id) IN (SELECT * FROM unnest($2::text[], $3::text[]))')).toHaveLength(1);
    expect(unpruned("LEFT JOIN documents u ON u.site_id = $1 AND u.cls = 'User' AND u.id = p.user_id")).toEqual([]);
    expect(unpruned('JOIN documents d ON d.site_id = l.site_id AND d.cls = ${type} AND d.id = l.from_id')).toEqual([]);
    expect(unpruned('JOIN documents d ON d.site_id = l.site_id AND d.cls = $4 AND d.id = l.from_id')).toEqual([]);
  });
});

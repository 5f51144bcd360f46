// `documents` has one partition per type: a statement whose type is a parameter or a literal is planned against that
// partition only, one that finds its type in another table (a join on `d.cls = l.from_cls`, `(cls, id) IN (…)`) is
// planned against every partition, which took 50 to 240 ms with 200 types for a handful of rows (the home's records
// open now, a record's references' labels, its 'liens' tab). Read from the sources, so that the next one fails here:
// such a read goes one branch per type (storage/documents.ts labelsOf, storage/recordLinks.ts).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/support/sourceFiles.js';

/** A statement's `documents d … d.cls = x.col`: a type from another row (a join, an UPDATE … FROM). */
const FROM_ANOTHER_ROW = /\bdocuments (\w+)\b[^`]*?\b\1\.cls = (?!'|\$|\$\{|ANY)[a-z_]+\.\w+/g;
/** A type among pairs: `(cls, id) IN (…)`. */
const AMONG_PAIRS = /\(\s*(?:\w+\.)?cls\s*,\s*(?:\w+\.)?id\s*\)\s+IN\s*\(/gi;

/** What in a text (a file: its statements are its template literals) is planned against every partition. */
const unpruned = (text: string): string[] =>
  (text.match(/`[^`]*`/g) ?? []).flatMap((statement) => [
    // Unless the same alias's type is also given (`d.cls = $1`, `d.cls = ANY($4)`, a literal): then it is pruned.
    ...[...statement.matchAll(FROM_ANOTHER_ROW)]
      .filter(([, alias]) => !new RegExp(`\\b${alias}\\.cls = (?:'|\\$|ANY\\(\\$)`).test(statement))
      .map((m) => m[0].replace(/\s+/g, ' ')),
    ...[...statement.matchAll(AMONG_PAIRS)].map((m) => m[0]),
  ]);

describe("statements over documents know their type's partition when planned", () => {
  it('finds none that takes its type from another table', () => {
    const found = sourceFiles('server', /\.ts$/).flatMap((file) => unpruned(fs.readFileSync(file, 'utf8')).map((m) => `${file}: ${m}`));
    expect(found).toEqual([]);
  });

  it('catches both shapes, and leaves a type given as a literal or a parameter alone', () => {
    const sql = (text: string) => unpruned(`\`${text}\``);
    expect(sql('FROM presence p LEFT JOIN documents d ON d.site_id = $1 AND d.cls = p.cls AND d.id = p.record_id')).toHaveLength(1);
    expect(sql('FROM documents WHERE site_id = ANY($1) AND (cls, id) IN (SELECT * FROM unnest($2::text[], $3::text[]))')).toHaveLength(1);
    expect(sql('UPDATE documents d SET archived = false FROM batch b WHERE d.site_id = $2 AND d.cls = b.cls AND d.id = b.id')).toHaveLength(1);
    expect(sql("LEFT JOIN documents u ON u.site_id = $1 AND u.cls = 'User' AND u.id = p.user_id")).toEqual([]);
    expect(sql('JOIN documents d ON d.site_id = l.site_id AND d.cls = ${type} AND d.id = l.from_id')).toEqual([]);
    expect(sql('UPDATE documents d SET v = 1 FROM documents t WHERE t.cls = ANY($4) AND d.cls = ANY($4) AND d.cls = t.cls')).toEqual([]);
  });
});

/**
 * A prepared statement (storage/preparedStatements.ts) keeps one generic plan for every call: over documents, its type
 * must be a constant of its text, or that plan covers every partition (each call then opens and locks them all).
 */
const preparedWithTypeParameter = (text: string): string[] =>
  [...text.matchAll(/prepared\(\s*(?:`([^`]*)`|'([^']*)')/g)]
    .map(([, template, quoted]) => template ?? quoted)
    .filter((statement) => /\b(?:FROM|UPDATE|INTO) documents\b/.test(statement) && !/\bcls = (?:\$\{typeLiteral\(|')/.test(statement))
    .map((statement) => statement.replace(/\s+/g, ' ').slice(0, 120));

describe('prepared statements over documents', () => {
  it('name their type as a constant', () => {
    const found = sourceFiles('server', /\.ts$/).flatMap((file) =>
      preparedWithTypeParameter(fs.readFileSync(file, 'utf8')).map((m) => `${file}: ${m}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a type given as a parameter', () => {
    expect(preparedWithTypeParameter('prepared(`SELECT 1 FROM documents WHERE site_id = $1 AND cls = $2`, [])')).toHaveLength(1);
    expect(preparedWithTypeParameter("prepared('DELETE FROM documents WHERE cls = $1 AND id = $2', [])")).toHaveLength(1);
    expect(preparedWithTypeParameter('prepared(`SELECT 1 FROM documents WHERE cls = ${typeLiteral(cls)} AND id = $1`, [])')).toEqual([]);
    expect(preparedWithTypeParameter("prepared(`SELECT doc FROM documents WHERE cls = 'AdminUser' AND id = $1`, [])")).toEqual([]);
    expect(preparedWithTypeParameter("prepared('SELECT n FROM collection_counts WHERE cls = $1', [])")).toEqual([]);
  });
});

// The console's French, as written in the code and the catalogue, carries its accents: 'Création', 'Général', 'Édition',
// 'ressource', 'Paramètres', 'Modèle', 'Catégorie' (issue 19 §10). Every human text is scanned: the string literals and
// JSX texts of the front and the server's messages, the i18n messages, and every string of the catalogue's JSON.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, UNACCENTED_FRENCH, wordsPattern } from '../e2e/englishWords';

const ROOT = join(import.meta.dirname, '../..');
const CODE_FOLDERS = ['src', 'schema-adapters', 'custom-pages', 'model', 'server'];
/** English words that are also code (a header of HTTP, an element of the DOM) are looked for in sentences only. */
const WRONG = wordsPattern([...UNACCENTED_FRENCH, 'resource', 'resources', 'Email']);

const filesUnder = (folder: string, keep: (name: string) => boolean): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** A text a person reads: a sentence, or one capitalised word ('General'); not a key such as 'console.sidebar.general'. */
const isHumanText = (text: string) => /\s/.test(text.trim()) || /^\p{Lu}\p{Ll}+$/u.test(text.trim());

function codeTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    // An import path or a property key is code, whatever it says.
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function jsonTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonTexts);
  return [];
}

const misspelt = (file: string, texts: string[]) =>
  texts.filter((text) => isHumanText(text) && WRONG.test(text)).map((text) => `${relative(ROOT, file)}: "${text.slice(0, 100)}"`);

describe('French spelling of the console', () => {
  it('finds an unaccented word and leaves accented words, keys and longer words alone', () => {
    expect(['Creation de Vidéo', 'General', 'Aucune resource sélectionnée', 'EMAIL'].filter((t) => isHumanText(t) && WRONG.test(t))).toEqual([
      'Creation de Vidéo',
      'General',
      'Aucune resource sélectionnée',
    ]);
    expect(['Création de vidéo', 'Général', 'console.sidebar.general', 'Générales', 'ressource'].filter((t) => isHumanText(t) && WRONG.test(t))).toEqual([]);
    expect(ENGLISH_WORDS).toContain('Header');
  });

  // Parses every source file of the console (about 900): 10 s alone, past vitest's 20 s when the other suites share 2 cores.
  it('has no unaccented word in the code of the console and the server', { timeout: 120_000 }, () => {
    const files = CODE_FOLDERS.flatMap((folder) => filesUnder(folder, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => misspelt(file, codeTexts(file)))).toEqual([]);
  });

  it('has no unaccented word in the catalogue (labels, options, demo records)', () => {
    const files = filesUnder('catalogue', (name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(90);
    expect(files.flatMap((file) => misspelt(file, jsonTexts(JSON.parse(readFileSync(file, 'utf8')))))).toEqual([]);
  });
});

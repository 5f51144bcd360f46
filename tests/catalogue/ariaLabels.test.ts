// ARIA forbids naming an element with no role (a div, a span, a paragraph): axe counts `aria-label` there as a serious
// violation, and screen readers ignore the name. The browser walk only meets the elements the demo's states render (a
// loading skeleton it caught once, on a retry); this reads every element the console's code writes instead.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FRONT_FOLDERS = ['src', 'schema-adapters', 'custom-pages'];
/** What each component renders when no `component` says otherwise. */
const DEFAULT_ELEMENT: Record<string, string> = { div: 'div', span: 'span', p: 'p', Box: 'div', Stack: 'div', Paper: 'div', Skeleton: 'span', Typography: 'p' };
/** Elements with no role of their own, on which a name is prohibited. */
const ROLELESS = new Set(['div', 'span', 'p', 'pre', 'b', 'i', 'em', 'strong', 'small', 'code']);

function unnamedRoleless(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const attributes = node.attributes.properties;
      const named = (name: string) => attributes.find((a) => ts.isJsxAttribute(a) && a.name.getText(source) === name) as ts.JsxAttribute | undefined;
      const component = named('component')?.initializer;
      const element = component && ts.isStringLiteral(component) ? component.text : DEFAULT_ELEMENT[tag];
      // A spread may carry a role; an element given by a variable is not known here.
      const spread = attributes.some((a) => ts.isJsxSpreadAttribute(a));
      if (element && ROLELESS.has(element) && named('aria-label') && !named('role') && !spread) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relative(ROOT, file)}:${line + 1} <${tag}> (${element})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('names given to elements', () => {
  it('finds a name on a roleless element and leaves landmarks, lists and elements with a role alone', () => {
    const sample = `const a = <>
      <Skeleton variant="rounded" aria-label="Chargement" />
      <Stack spacing={1} aria-label="Résultat">x</Stack>
      <Box component="section" aria-label="Bloc">x</Box>
      <Box component="ul" aria-label="Liste">x</Box>
      <Box role="group" aria-label="Groupe">x</Box>
      <span role="img" aria-label="Icône" />
    </>;`;
    expect(unnamedRoleless('sample.tsx', sample)).toEqual(['sample.tsx:2 <Skeleton> (span)', 'sample.tsx:3 <Stack> (div)']);
  });

  it('names no element of the console that has no role', { timeout: 120_000 }, () => {
    const files = FRONT_FOLDERS.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap((file) => unnamedRoleless(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});

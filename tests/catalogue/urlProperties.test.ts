// Texts of the catalogue that hold a URL are marked `format: "url"` (model/metaSchema.ts), and the mark puts them under
// the one URL policy (model/urlPolicy.ts) by construction: generated from catalogue/schemas, a new URL-holding text that
// is not marked fails here, and every marked one refuses what the policy refuses.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema.js';
import { visitProperties } from '../../model/propertyTree.js';
import { checkRecord } from '../../model/validation/index.js';

const schemas = readdirSync('catalogue/schemas')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`catalogue/schemas/${f}`, 'utf8')) as DataSchema)
  // The schema of schemas: its URL segments (plural, customApiPath) have patterns of their own in the meta-schema.
  .filter((s) => s._id !== 'schema');

/** A text whose key or label says it holds an address a browser or the server follows. */
const holdsUrl = (p: PropertyDefinition) => p.type === 'string' && (/(url|uri|href|route)$/i.test(p.key) || /\burl\b|\blien\b/i.test(p.label ?? ''));

const texts: { name: string; prop: PropertyDefinition }[] = schemas.flatMap((s) => {
  const found: { name: string; prop: PropertyDefinition }[] = [];
  visitProperties(s.propertiesList, (prop) => {
    if (prop.type === 'string') found.push({ name: `${s._id}.${prop.key}`, prop });
  });
  return found;
});
const marked = texts.filter((t) => t.prop.format === 'url');

const REFUSED = [
  'javascript:alert(document.cookie)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\\evil.example/x',
  '//evil.example/x',
  'https://exemple.fr/a b',
];
const ACCEPTED = ['https://exemple.fr/page?x=1', '/chemin/du-site', 'mailto:contact@exemple.fr'];

describe('URL-holding texts of the catalogue', () => {
  it('are marked format: url', () => {
    expect(marked.length).toBeGreaterThanOrEqual(6);
    expect(texts.filter((t) => holdsUrl(t.prop) && t.prop.format !== 'url').map((t) => t.name)).toEqual([]);
  });

  it.each(marked.map((t) => [t.name, t.prop] as const))('%s refuses what the URL policy refuses, in French', (_name, prop) => {
    const check = (value: string) => checkRecord({ propertiesList: [{ ...prop, required: false }] }, { [prop.key]: value }, { isNew: true, partial: true });
    for (const value of REFUSED) {
      const result = check(value);
      expect(result.ok, value).toBe(false);
      expect(result.errors[prop.key], value).toMatch(/^URL (invalide|trop longue)/);
    }
    for (const value of ACCEPTED) expect(check(value).ok, value).toBe(true);
  });
});

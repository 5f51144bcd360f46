import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { NAMING_KEYS } from '../../model/recordName';
import { recordTitle } from './RecordHeader';

const authors = { _id: 'Author', label: 'Auteurs', singular: 'Auteur', propertiesList: [] } as unknown as DataSchema;
const options = { _id: 'SiteOptions', label: 'Options du site', isSingleton: true, propertiesList: [] } as unknown as DataSchema;

describe('record title (spec 000 §2 record header)', () => {
  it("says 'Création de' and the singular for a new record", () => {
    expect(recordTitle(authors, true, undefined)).toBe("Création d'auteur");
  });

  it('shows the label, or else the id, of a record', () => {
    expect(recordTitle(authors, false, { id: 'a1', _id: 'a1', label: 'Victor Hugo' })).toBe('Victor Hugo');
    expect(recordTitle(authors, false, { id: 'a1', _id: 'a1' })).toBe('a1');
  });

  it('keeps a long label whole, on one line: the header cuts it on screen and shows it all on hover', () => {
    const label = `Compte rendu :\n${'la séance du conseil et ses suites, '.repeat(6)}fin`;
    expect(recordTitle(authors, false, { id: 'a1', _id: 'a1', label })).toBe(label.replace(/\s+/g, ' '));
  });

  it("names a singleton by its schema, not by its id ('options')", () => {
    expect(recordTitle(options, false, { id: 'options', _id: 'options' })).toBe('Options du site');
  });
});

// Generated from the catalogue: every demo record with a naming field (model/recordName.ts) its schema declares as a
// plain text is titled by it, never by its id — a user by its login ('user-…' before), an export by its title.
const catalogueSchema = (type: string): DataSchema => JSON.parse(fs.readFileSync(`catalogue/schemas/${type}.json`, 'utf8')) as DataSchema;
const namedRecords = fs
  .readdirSync('catalogue/demo/records')
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const schema = catalogueSchema(file.replace(/\.json$/, ''));
    const namingKey = NAMING_KEYS.find((key) => schema.propertiesList.some((p) => p.key === key && p.type === 'string'));
    const records = JSON.parse(fs.readFileSync(`catalogue/demo/records/${file}`, 'utf8')) as Record<string, unknown>[];
    const named = namingKey && !schema.isSingleton ? records.find((r) => typeof r[namingKey] === 'string' && r[namingKey]) : undefined;
    return named ? [[schema._id, schema, named, String(named[namingKey!])] as const] : [];
  });

describe('record titles of the catalogue', () => {
  it('covers the types named otherwise than by a label', () => {
    expect(namedRecords.map(([type]) => type)).toEqual(expect.arrayContaining(['User', 'Export', 'VideoServer', 'NewsletterSubscriber']));
  });

  it.each(namedRecords)('%s: titled by its naming field', (_type, schema, record, name) => {
    const title = recordTitle(schema, false, { ...record, id: String(record._id) });
    expect(title).not.toBe(record._id);
    expect(name.startsWith(title.replace(/…$/, ''))).toBe(true);
  });
});

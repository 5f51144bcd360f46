import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
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

  it("names a singleton by its schema, not by its id ('options')", () => {
    expect(recordTitle(options, false, { id: 'options', _id: 'options' })).toBe('Options du site');
  });
});

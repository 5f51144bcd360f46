import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../metaSchema.js';
import { importTargets, matchColumns, normalisedHeader, setPath } from './columns.js';

const schema = {
  _id: 'Person',
  label: 'Personnes',
  section: 'users',
  propertiesList: [
    { key: 'email', label: 'E-mail', type: 'string' },
    { key: 'address', label: 'Adresse', type: 'object', propertiesList: [{ key: 'city', label: 'Ville', type: 'string' }] },
    { key: 'tags', label: 'Étiquettes', type: 'list', itemType: 'string' },
    { key: 'secret', label: 'Secret', type: 'string' },
  ],
} as DataSchema;

describe('importTargets', () => {
  it('offers the id, the properties and one level into objects, without the hidden ones', () => {
    expect(importTargets(schema, new Set(['secret'])).map((t) => [t.path, t.label])).toEqual([
      ['_id', 'Identifiant'],
      ['email', 'E-mail'],
      ['address', 'Adresse'],
      ['address.city', 'Adresse - Ville'],
      ['tags', 'Étiquettes'],
    ]);
  });
});

describe('matchColumns', () => {
  const targets = importTargets(schema);
  it('matches by key or French label, whatever the case and accents, the export’s « - » too', () => {
    expect(matchColumns(targets, ['EMAIL', 'Adresse - Ville', 'etiquettes', 'Identifiant'])).toEqual([
      { column: 'EMAIL', path: 'email' },
      { column: 'Adresse - Ville', path: 'address.city' },
      { column: 'etiquettes', path: 'tags' },
      { column: 'Identifiant', path: '_id' },
    ]);
    expect(matchColumns(targets, ['address.city', 'Adresse › Ville'])).toEqual([
      { column: 'address.city', path: 'address.city' },
      { column: 'Adresse › Ville', path: null },
    ]);
  });
  it('leaves out what matches nothing, the server’s own columns and a forbidden key', () => {
    expect(matchColumns(targets, ['Téléphone', 'Créé le', 'updatedAt', '__proto__']).map((m) => m.path)).toEqual([null, null, null, null]);
  });
});

describe('setPath and normalisedHeader', () => {
  it('builds nested objects', () => {
    const record: Record<string, unknown> = { address: 'x' };
    setPath(record, 'address.city', 'Lyon');
    setPath(record, 'email', 'a@b.fr');
    expect(record).toEqual({ address: { city: 'Lyon' }, email: 'a@b.fr' });
  });
  it('compares headers without case, accents or extra spaces', () => {
    expect(normalisedHeader('  Libellé   Affiché ')).toBe('libelle affiche');
  });
});

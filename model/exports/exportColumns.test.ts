import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../metaSchema.js';
import { exportFieldsOf, exportLeaves, exportValueAt, referencePrefix } from './exportColumns.js';

const user = {
  _id: 'User',
  label: 'Utilisateurs',
  section: 'users',
  propertiesList: [
    { key: 'login', label: 'Identifiant', type: 'string' },
    { key: 'passHash', type: 'string', writeOnly: true },
    { key: 'address', label: 'Adresse', type: 'object', propertiesList: [{ key: 'city', label: 'Ville', type: 'string' }] },
  ],
} as DataSchema;
const payment = {
  _id: 'Payment',
  label: 'Paiements',
  section: 'payments',
  propertiesList: [
    { key: 'price', label: 'Prix', type: 'float' },
    { key: 'body', label: 'Texte', type: 'richtext' },
    { key: 'fee', label: 'Frais', type: 'richtext', exportFormatting: 'raw' },
    { key: 'userId', label: 'Utilisateur', type: 'objectRef', objectType: 'User' },
    { key: 'tags', label: 'Tags', type: 'list', itemType: 'string' },
    { key: 'receipt', label: 'Reçu', type: 'file' },
    { key: 'tint', label: 'Couleur', type: 'color' },
  ],
} as DataSchema;
const opts = {
  schemaOf: (id: string) => ({ User: user, Payment: payment })[id],
  hiddenOf: (s: DataSchema) => new Set(s.propertiesList.filter((p) => p.writeOnly).map((p) => p.key)),
};

describe('exportFieldsOf', () => {
  it("offers every type of single values (a file's path, a colour) and formatted JSON ones, recursing into objects and references", () => {
    const leaves = [...exportLeaves(exportFieldsOf(payment, opts)).keys()];
    expect(leaves).toEqual([
      '_id',
      'createdAt',
      'updatedAt',
      'price',
      'fee',
      'userId.label',
      'userId._id',
      'userId.createdAt',
      'userId.updatedAt',
      'userId.login',
      'userId.address.city',
      'receipt',
      'tint',
    ]);
    expect(exportLeaves(exportFieldsOf(payment, opts)).get('userId.address.city')?.labels).toEqual(['Utilisateur', 'Adresse', 'Ville']);
  });

  it('reads a value through a loaded reference', () => {
    const refs = new Map([['User/u1', { _id: 'u1', login: 'a@b.fr', address: { city: 'Lyon' } }]]);
    const record = { _id: 'p1', _cls: 'Payment', price: 3, userId: { _id: 'u1', _cls: 'User' } };
    expect(exportValueAt(record, ['price'], refs)).toBe(3);
    expect(exportValueAt(record, ['userId', 'address', 'city'], refs)).toBe('Lyon');
    expect(exportValueAt(record, ['userId', 'label'], refs)).toBe('a@b.fr');
    expect(exportValueAt({ userId: { _id: 'u2', _cls: 'User', label: 'Ancien' } }, ['userId', 'label'], refs)).toBe('Ancien');
    expect(referencePrefix(payment, ['userId', 'login'])).toEqual(['userId']);
    expect(referencePrefix(payment, ['userId', '_id'])).toBeUndefined();
  });
});

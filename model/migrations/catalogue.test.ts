import { describe, expect, it } from 'vitest';
import { parseCatalogueMigrations, pendingCatalogueMigrations } from './catalogue.js';

describe('catalogue migrations', () => {
  const list = [
    { id: 1, why: 'Étiquettes : couleur', schemas: ['Tag'] },
    { id: 2, why: 'Pages : SEO', schemas: ['Page', 'Site'] },
  ];

  it('are read in order and the pending ones follow the last applied', () => {
    const parsed = parseCatalogueMigrations(list);
    expect(pendingCatalogueMigrations(parsed, 0).map((m) => m.id)).toEqual([1, 2]);
    expect(pendingCatalogueMigrations(parsed, 1).map((m) => m.id)).toEqual([2]);
    expect(pendingCatalogueMigrations(parsed, 2)).toEqual([]);
  });

  it.each([
    [{}, /une liste est attendue/],
    [[{ id: 2, why: 'x', schemas: ['Tag'] }], /l'id doit valoir 1/],
    [[{ id: 1, why: ' ', schemas: ['Tag'] }], /la raison/],
    [[{ id: 1, why: 'x', schemas: [] }], /au moins un type/],
    [[{ id: 1, why: 'x', schemas: [''] }], /au moins un type/],
  ])('%j is refused', (raw, message) => {
    expect(() => parseCatalogueMigrations(raw)).toThrow(message);
  });
});

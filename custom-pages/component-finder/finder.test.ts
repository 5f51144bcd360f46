import { describe, expect, it } from 'vitest';
import { componentUsage } from '../../model/layouts';
import { col, comp, row } from '../../model/layouts/fixtures';
import { findComponents, MAX_RESULTS, QUERY_HINT, usageByOwner } from './finder';

const defs = ['Bloc de texte', 'Titre de la page', 'Titre', 'Titre du contenu', 'Titre de section', 'Image'].map((label, i) => ({
  _id: `c${i}`,
  label,
  frontComponent: `front${i}`,
}));

describe('component finder (spec 000 §2)', () => {
  it('needs at least 3 characters', () => {
    expect(QUERY_HINT).toBe('Entrer au moins 3 caractères pour afficher les composants');
    expect(findComponents(defs, 'ti')).toBeUndefined();
    expect(findComponents(defs, '  ti ')).toBeUndefined();
    expect(findComponents(defs, 'tit')).toBeDefined();
  });

  it('shows at most 4 components, best first', () => {
    const found = findComponents(defs, 'titre')!;
    expect(found).toHaveLength(MAX_RESULTS);
    // The exact label first, then the others in the catalogue's order.
    expect(found.map((d) => d.label)).toEqual(['Titre', 'Titre de la page', 'Titre du contenu', 'Titre de section']);
    expect(findComponents(defs, 'imgae')!.map((d) => d.label)).toEqual(['Image']);
    expect(findComponents(defs, 'zzzz')).toEqual([]);
  });

  it('groups the places of a component by record and field', () => {
    const usage = componentUsage([
      {
        owner: { cls: 'Page', id: 'home', label: 'Accueil', field: 'layout' },
        layout: [row([col(12, [comp('c0'), comp('c0', { options: { mode: 'large' } })])])],
      },
      { owner: { cls: 'ComplexComponent', id: 'footer', field: 'layout' }, layout: [row([col(12, [comp('c0')])])] },
    ]);
    expect(usageByOwner(usage.components.c0)).toEqual([
      { owner: { cls: 'Page', id: 'home', label: 'Accueil', field: 'layout' }, count: 2 },
      { owner: { cls: 'ComplexComponent', id: 'footer', field: 'layout' }, count: 1 },
    ]);
    expect(usageByOwner(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { col, comp, nested, row } from '../../model/layouts/fixtures';
import { columnLabel, columnsOf, contentLabel, internalName } from './labels';

describe('labels of the layout editor', () => {
  it('names columns from their address, nested ones included', () => {
    expect(columnLabel([0, 1])).toBe('Ligne 1 › Colonne 2');
    expect(columnLabel([2, 0, 3, 1])).toBe('Ligne 3 › Colonne 1 › Imbriquée 4 › Colonne 2');
  });

  it('lists every column in reading order with its size', () => {
    const layout = [row([col(8, [comp('a'), nested(col(6), col(6))]), col(4)]), row([col(12)])];
    expect(columnsOf(layout).map((c) => c.label)).toEqual([
      'Ligne 1 › Colonne 1 (8/12)',
      'Ligne 1 › Colonne 1 › Imbriquée 2 › Colonne 1 (6/12)',
      'Ligne 1 › Colonne 1 › Imbriquée 2 › Colonne 2 (6/12)',
      'Ligne 1 › Colonne 2 (4/12)',
      'Ligne 2 › Colonne 1 (12/12)',
    ]);
  });

  it("reads a component's label and internal name ('Nom manquant' when blank)", () => {
    expect(contentLabel(comp('x', { label: 'Bloc de texte' }))).toBe('Bloc de texte');
    expect(contentLabel({ _id: 'header', _cls: 'ComplexComponent', _isRef: true })).toBe('header');
    expect(contentLabel(nested(col(6), col(6)))).toBe('Colonnes 6/6');
    expect(internalName(comp('x', { options: { name: 'Intro' } }))).toBe('Intro');
    expect(internalName(comp('x', { options: { name: '  ' } }))).toBeUndefined();
    expect(internalName(comp('x'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema';
import { componentOf, referenceOf, toolboxItems } from './toolboxItems';

const schema = (props: DataSchema['propertiesList']): DataSchema => ({ _id: 'X', label: 'X', propertiesList: props }) as DataSchema;
const DEFINITIONS = [
  { _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock' },
  {
    _id: 'gridList',
    label: 'Grille de contenus',
    frontComponent: 'gridList',
    optionsSchema: schema([
      { key: 'colCount', label: 'Colonnes', type: 'int', default: 4 },
      { key: 'name', label: 'Nom interne', type: 'string' },
    ]),
  },
  { _id: 'Separator', label: 'Séparateur', frontComponent: 'Separator' },
];
const COMPLEX = [
  { _id: 'header', label: 'En-tête', frontComponent: 'header' },
  { _id: 'article-card', label: 'Carte article', objectType: 'TextContent', mode: 'thumbnail' },
];

describe('toolboxItems (spec 001 §2 component picker, §9 threshold 0.4)', () => {
  it('lists every component and the complex components not tied to a content type when nothing is typed', () => {
    const items = toolboxItems(DEFINITIONS, COMPLEX, '');
    expect(items.components.map((c) => c._id)).toEqual(['textBlock', 'gridList', 'Separator']);
    expect(items.complexComponents.map((c) => c._id)).toEqual(['header']);
  });

  it('filters both by label, _id or front component, best first', () => {
    expect(toolboxItems(DEFINITIONS, COMPLEX, 'séparatuer').components.map((c) => c._id)).toEqual(['Separator']);
    expect(toolboxItems(DEFINITIONS, COMPLEX, 'GRID').components.map((c) => c._id)).toEqual(['gridList']);
    expect(toolboxItems(DEFINITIONS, COMPLEX, 'entete').complexComponents.map((c) => c._id)).toEqual(['header']);
    expect(toolboxItems(DEFINITIONS, COMPLEX, 'carte').complexComponents).toEqual([]);
  });

  it('places a component with its defaults, and a complex component as a reference', () => {
    expect(componentOf(DEFINITIONS[1])).toEqual({
      _id: 'gridList',
      label: 'Grille de contenus',
      frontComponent: 'gridList',
      options: { colCount: 4 },
    });
    expect(componentOf(DEFINITIONS[0])).toEqual({ _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock' });
    expect(referenceOf(COMPLEX[0])).toEqual({ _id: 'header', _cls: 'ComplexComponent', _isRef: true, label: 'En-tête' });
  });
});

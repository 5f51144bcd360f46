import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../metaSchema.js';
import { layoutLines, richTextLines, valueLines } from './historyText.js';

const prop = (p: Partial<PropertyDefinition>) => ({ key: 'k', label: 'K', type: 'string', ...p }) as PropertyDefinition;

describe('a version value as lines of text', () => {
  it('reads rich text as its text, a line per block, entities decoded', () => {
    expect(richTextLines({ html: '<h2>Titre</h2><p>Un &amp; <strong>deux</strong></p><ul><li>a</li><li>b</li></ul>' })).toEqual([
      'Titre',
      'Un & deux',
      'a',
      'b',
    ]);
    expect(richTextLines('<p>Ancien format</p>')).toEqual(['Ancien format']);
  });

  it('draws a layout as its tree of components, nested columns indented, options inline', () => {
    const layout = [
      {
        cols: [
          {
            size: 8,
            contents: [{ _id: 'Text', label: 'Texte', options: { title: 'Bonjour' } }, { cols: [{ size: 12, contents: [{ _id: 'Image' }] }] }],
          },
          { size: 4, contents: [{ _id: 'bandeau', _cls: 'ComplexComponent', _isRef: true, label: 'Bandeau' }] },
        ],
      },
    ];
    expect(layoutLines(layout)).toEqual([
      'Ligne 1',
      '  Colonne 1 (8/12)',
      '    Texte {"title":"Bonjour"}',
      '    Colonne 1 (12/12)',
      '      Image',
      '  Colonne 2 (4/12)',
      '    Bandeau (composant complexe)',
    ]);
  });

  it('lists a list item by item and an object key by key, by label', () => {
    const address = prop({ type: 'object', propertiesList: [prop({ key: 'city', label: 'Ville' })] });
    expect(valueLines(address, { city: 'Lyon' })).toEqual(['Ville : Lyon']);
    const list = prop({
      type: 'list',
      itemType: 'object',
      itemSchema: { propertiesList: [prop({ key: 'city', label: 'Ville' })] },
    } as Partial<PropertyDefinition>);
    expect(valueLines(list, [{ city: 'Lyon' }, { city: 'Nantes' }])).toEqual(['1. Ville : Lyon', '2. Ville : Nantes']);
    expect(valueLines(prop({ type: 'list', itemType: 'string' }), ['a', 'b'])).toEqual(['1. a', '2. b']);
    expect(valueLines(prop({ type: 'bool' }), false)).toEqual(['Non']);
    expect(valueLines(prop({}), null)).toEqual([]);
    expect(valueLines(undefined, { _id: 'x', _cls: 'Author', _isRef: true, label: 'Hugo' })).toEqual(['Hugo']);
  });
});

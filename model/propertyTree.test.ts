import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from './metaSchema.js';
import { mapProperties, propertyAt, visitProperties } from './propertyTree.js';

const tree: PropertyDefinition[] = [
  { key: 'label', type: 'string' },
  { key: 'address', type: 'object', propertiesList: [{ key: 'city', type: 'string' }] },
  {
    key: 'chapters',
    type: 'list',
    itemType: 'object',
    itemSchema: {
      propertiesList: [
        { key: 'title', type: 'string' },
        { key: 'author', type: 'objectRef' },
      ],
    },
  },
];

describe('the property-tree walker', () => {
  it('visits every definition depth first with its data keys, form path and depth', () => {
    const seen: string[] = [];
    visitProperties(tree, (_prop, { keys, at, depth }) => void seen.push(`${keys.join('.')} ${at} ${depth}`));
    expect(seen).toEqual([
      'label propertiesList.0 1',
      'address propertiesList.1 1',
      'address.city propertiesList.1.propertiesList.0 2',
      'chapters propertiesList.2 1',
      'chapters.title propertiesList.2.itemSchema.propertiesList.0 2',
      'chapters.author propertiesList.2.itemSchema.propertiesList.1 2',
    ]);
  });

  it('skips the children of a definition its visitor refuses, and hands every sibling list over', () => {
    const lists: string[] = [];
    const seen: string[] = [];
    visitProperties(
      tree,
      (prop) => {
        seen.push(prop.key);
        return prop.key !== 'chapters';
      },
      { visitList: (_list, at) => lists.push(at) },
    );
    expect(seen).toEqual(['label', 'address', 'city', 'chapters']);
    expect(lists).toEqual(['propertiesList', 'propertiesList.1.propertiesList']);
  });

  it('walks records under edit that are not valid yet', () => {
    const seen: string[] = [];
    visitProperties([null, 'x', { key: 'ok', type: 'string' }] as unknown as PropertyDefinition[], (p) => void seen.push(p.key));
    visitProperties('nope' as unknown as PropertyDefinition[], (p) => void seen.push(p.key));
    expect(seen).toEqual(['ok']);
  });

  it('follows a dotted path into object members and list items', () => {
    expect(propertyAt(tree, ['chapters', 'author', '_id']).map(({ prop, depth }) => `${prop.key}@${depth}`)).toEqual(['chapters@1', 'author@2']);
    expect(propertyAt(tree, ['address', 'city'])).toHaveLength(2);
    expect(propertyAt(tree, ['nowhere'])).toEqual([]);
  });

  it('maps every definition of the tree, members and list items included, without changing the original', () => {
    const upper = mapProperties(tree, (prop) => ({ ...prop, label: prop.key.toUpperCase() }));
    const labels: string[] = [];
    visitProperties(upper, (prop) => void labels.push(prop.label!));
    expect(labels).toEqual(['LABEL', 'ADDRESS', 'CITY', 'CHAPTERS', 'TITLE', 'AUTHOR']);
    expect(tree[1].propertiesList![0].label).toBeUndefined();
  });
});

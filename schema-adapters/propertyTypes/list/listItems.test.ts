import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { canAddItem, countHint, itemsOf, listModeOf, moveItem, newItemValue, removeItem } from './listItems';

const list = (extra: Partial<PropertyDefinition>): PropertyDefinition => ({ key: 'l', type: 'list', ...extra });

describe('list items', () => {
  it('wrap a value that is no list (spec 000 §5), no value giving none', () => {
    expect(itemsOf('a')).toEqual(['a']);
    expect(itemsOf({ _id: 't1' })).toEqual([{ _id: 't1' }]);
    expect(itemsOf(null)).toEqual([]);
    expect(itemsOf('')).toEqual([]);
    expect(itemsOf([1, 2])).toEqual([1, 2]);
  });

  it('move up and down, never out of the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('say their count and the rules on it', () => {
    expect(countHint(list({}), 0)).toBe('0 élément');
    expect(countHint(list({ min: 1, max: 5 }), 2)).toBe('2 éléments — au moins 1, au plus 5');
    expect(countHint(list({ length: 3 }), 3)).toBe('3 éléments — exactement 3');
    expect(canAddItem(list({ max: 2 }), 2)).toBe(false);
    expect(canAddItem(list({ length: 3 }), 2)).toBe(true);
    expect(canAddItem(list({}), 500)).toBe(true);
  });

  it('start a new item from its default, an object empty, anything else unset', () => {
    expect(newItemValue({ key: 'l', type: 'object' }, undefined)).toEqual({});
    expect(newItemValue({ key: 'l', type: 'bool' }, false)).toBe(false);
    expect(newItemValue({ key: 'l', type: 'objectRef' }, undefined)).toBeNull();
  });
});

describe('list editors', () => {
  it('are tag chips for Tag references or tag texts', () => {
    expect(listModeOf(list({ itemType: 'objectRef', objectType: 'Tag' }))).toBe('tagRefs');
    expect(listModeOf(list({ itemType: 'string', objectType: 'Tag' }))).toBe('tagTexts');
  });

  it('are choice chips for enum items and strings of a data source', () => {
    expect(listModeOf(list({ itemType: 'enum', values: [{ value: 'a', label: 'A' }] }))).toBe('choices');
    expect(listModeOf(list({ itemType: 'string', dataSource: { resource: 'Site' } }))).toBe('choices');
  });

  it('are item by item for the rest', () => {
    expect(listModeOf(list({ itemType: 'objectRef', objectType: 'Author' }))).toBe('items');
    expect(listModeOf(list({ itemType: 'objectRef', objectType: ['Tag', 'Author'] }))).toBe('items');
    expect(listModeOf(list({ itemType: 'string' }))).toBe('items');
    expect(listModeOf(list({ itemSchema: { propertiesList: [{ key: 'label', type: 'string' }] } }))).toBe('items');
    expect(listModeOf(list({}))).toBe('items');
  });
});

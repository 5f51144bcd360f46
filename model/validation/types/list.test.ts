import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';

const list = (extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({ key: 'items', type: 'list', ...extra });
const tag = (id: string, cls = 'Tag') => ({ _id: id, _cls: cls, _isRef: true });

describe('list (spec: min, max, length; a non-list is wrapped; each item validated by its item schema)', () => {
  it.each<[string, Partial<PropertyDefinition>, unknown, unknown]>([
    ['a non-list value is wrapped', { itemType: 'string' }, 'seul', ['seul']],
    ['items without a declared type are kept', {}, [1, 'a', { b: 2 }], [1, 'a', { b: 2 }]],
    ['int items from text', { itemType: 'int' }, ['1', 2], [1, 2]],
    ['enum items use the list values', { itemType: 'enum', values: [{ value: 'a', label: 'A' }] }, ['a'], ['a']],
    [
      'reference items get their class from objectType',
      { itemType: 'objectRef', objectType: 'Tag' },
      ['t1', { _id: 't2', _cls: 'Tag', label: 'x' }],
      [tag('t1'), tag('t2')],
    ],
    ['object items from itemSchema', { itemSchema: { propertiesList: [{ key: 'n', type: 'int' }] } }, [{ n: '3' }], [{ n: 3 }]],
    [
      'embedded objects of a class keep their members',
      { itemSchema: { objectType: 'ContentSchedule' } },
      [{ _cls: 'ContentSchedule', a: 1 }],
      [{ _cls: 'ContentSchedule', a: 1 }],
    ],
    ['count within min and max', { min: 1, max: 2 }, [1, 2], [1, 2]],
    ['an empty list not required is null', {}, [], null],
  ])('%s', (_name, extra, input, expected) => {
    expect(validateValue(list(extra), input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, string]>([
    ['too few', { min: 2 }, [1], 'Au moins 2 éléments'],
    ['too many', { max: 1 }, [1, 2], 'Au plus 1 élément'],
    ['not the exact count', { length: 3 }, [1], 'Exactement 3 éléments'],
    ['required and empty', { required: true }, [], 'Ce champ est requis'],
    ['a bad item names its position', { itemType: 'int' }, [1, 'x'], 'Élément 2 : Doit être un nombre'],
    ['a hole in the list', { itemType: 'string' }, ['a', null], 'Élément 2 : Ce champ est requis'],
    [
      'an object item member error',
      { itemSchema: { propertiesList: [{ key: 'title', label: 'Titre', type: 'string', required: true }] } },
      [{ title: 'a' }, {}],
      'Élément 2 : Objet requis',
    ],
    [
      'a nested member error',
      {
        itemSchema: {
          propertiesList: [
            { key: 'title', label: 'Titre', type: 'string', required: true },
            { key: 'n', type: 'int' },
          ],
        },
      },
      [{ n: 1 }],
      'Élément 1 : Titre : Ce champ est requis',
    ],
    [
      'references of several types',
      { itemType: 'objectRef' },
      [tag('t1'), tag('v1', 'Video')],
      'Une liste de références ne peut pas mélanger plusieurs types',
    ],
    [
      'a reference of a refused type',
      { itemType: 'objectRef', objectType: ['Tag'] },
      [tag('v1', 'Video')],
      'Élément 1 : Type de référence non autorisé : Video',
    ],
  ])('%s → %s', (_name, extra, input, message) => {
    expect(validateValue(list(extra), input)).toEqual({ ok: false, message });
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../metaSchema.js';
import { validateValue } from '../validateValue.js';

const prop = (extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({ key: 'label', type: 'string', ...extra });

describe('string (spec: min and max length; empty allowed when not required gives null)', () => {
  it.each<[string, Partial<PropertyDefinition>, unknown, unknown]>([
    ['text is kept', {}, 'Bonjour', 'Bonjour'],
    ['empty not required → null', {}, '', null],
    ['missing not required → null', {}, undefined, null],
    ['blanks only not required → null', {}, '   ', null],
    ['min reached', { min: 3 }, 'abc', 'abc'],
    ['max counts characters, not UTF-16 units', { max: 3 }, 'é😀a', 'é😀a'],
    ['exact length', { length: 2 }, 'ab', 'ab'],
  ])('%s', (_name, extra, input, expected) => {
    expect(validateValue(prop(extra), input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, Partial<PropertyDefinition>, unknown, string]>([
    ['required empty', { required: true }, '', 'Ce champ est requis'],
    ['required blanks only', { required: true }, '  ', 'Ce champ est requis'],
    ['too short', { min: 3 }, 'ab', 'Au moins 3 caractères'],
    ['too long', { max: 2 }, 'abc', 'Au plus 2 caractères'],
    ['singular', { max: 1 }, 'ab', 'Au plus 1 caractère'],
    ['not the exact length', { length: 5 }, 'abc', 'Exactement 5 caractères'],
    ['a number', {}, 12, 'Doit être du texte'],
    ['an object', {}, { a: 1 }, 'Doit être du texte'],
  ])('%s → %s', (_name, extra, input, message) => {
    expect(validateValue(prop(extra), input)).toEqual({ ok: false, message });
  });
});

describe('slug (spec: lowercased, accents stripped, non-word runs become hyphens)', () => {
  const slug = (extra: Partial<PropertyDefinition> = {}): PropertyDefinition => ({ key: 'slug', type: 'slug', ...extra });

  it.each([
    ['Été à Paris !', 'ete-a-paris'],
    ['deja-propre', 'deja-propre'],
    ['', null],
    ['?!', null],
  ])('%j is stored as %j', (input, expected) => {
    expect(validateValue(slug(), input)).toEqual({ ok: true, value: expected });
  });

  it('applies length rules to the slug and requires a non-empty one', () => {
    expect(validateValue(slug({ max: 5 }), 'Très long titre')).toEqual({ ok: false, message: 'Au plus 5 caractères' });
    expect(validateValue(slug({ required: true }), '!!!')).toEqual({ ok: false, message: 'Ce champ est requis' });
    expect(validateValue(slug(), 3)).toEqual({ ok: false, message: 'Doit être du texte' });
  });
});

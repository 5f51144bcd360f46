import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { changesOf, hasChanges, valuesToSave } from './recordChanges';

const schema = {
  propertiesList: [
    { key: 'label', type: 'string' },
    { key: 'count', type: 'int' },
    {
      key: 'kind',
      type: 'enum',
      values: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    { key: 'detail', type: 'string', condition: { key: 'kind', equals: 'b' } },
    { key: 'secret', type: 'string', excludedFromMongooseSchema: true },
  ] satisfies PropertyDefinition[],
};

const editor = { isNew: false, isDeveloper: false };
const developer = { isNew: false, isDeveloper: true };

describe('changesOf', () => {
  const saved = { id: 'x', _id: 'x', label: 'Bonjour', kind: 'b', detail: 'dit' };

  it('is empty for an untouched form, even with blank values the inputs registered', () => {
    expect(changesOf(schema, { ...saved, count: null, secret: '' }, saved, editor)).toEqual({});
  });

  it('takes a switch left off (false) on a record without the key, or an object of blanks, as no change', () => {
    const withBool = {
      propertiesList: [...schema.propertiesList, { key: 'flag', type: 'bool' }, { key: 'video', type: 'object' }] satisfies PropertyDefinition[],
    };
    expect(changesOf(withBool, { ...saved, flag: false, video: { autoplay: false, video: null } }, saved, editor)).toEqual({});
    expect(changesOf(withBool, { ...saved, flag: true }, saved, editor)).toEqual({ flag: true });
    expect(changesOf(withBool, { ...saved, flag: false }, { ...saved, flag: true }, editor)).toEqual({ flag: false });
  });

  it('lists the changed keys; a cleared value becomes null (unset)', () => {
    expect(changesOf(schema, { ...saved, label: 'Salut', count: 3 }, saved, editor)).toEqual({ label: 'Salut', count: 3 });
    expect(changesOf(schema, { ...saved, label: null }, saved, editor)).toEqual({ label: null });
  });

  it('does not submit a property hidden by its condition (spec 000 §5)', () => {
    expect(changesOf(schema, { ...saved, kind: 'a', detail: 'changé' }, saved, editor)).toEqual({ kind: 'a' });
  });

  it('does not submit developer-only properties for non-developers, but does for developers', () => {
    expect(changesOf(schema, { ...saved, secret: 'x' }, saved, editor)).toEqual({});
    expect(changesOf(schema, { ...saved, secret: 'x' }, saved, developer)).toEqual({ secret: 'x' });
  });
});

describe('valuesToSave', () => {
  it('keeps hidden properties of a persisted record at their saved value, so the diff leaves them alone', () => {
    const saved = { label: 'a', kind: 'b', detail: 'dit' };
    expect(valuesToSave(schema, { label: 'b', kind: 'a', detail: 'changé' }, saved, editor)).toEqual({ label: 'b', kind: 'a', detail: 'dit' });
  });

  it('sends every visible value of a new record and leaves hidden properties out', () => {
    expect(valuesToSave(schema, { label: 'Neuf', kind: 'a', detail: 'caché', secret: 's' }, undefined, { isNew: true, isDeveloper: false })).toEqual({
      label: 'Neuf',
      kind: 'a',
    });
  });
});

describe('hasChanges', () => {
  const saved = { id: 'x', _id: 'x', label: 'Bonjour', kind: 'b', detail: 'dit', flag: true };
  it.each([
    ['untouched, blanks registered', { ...saved, count: null, secret: '' }, editor],
    ['a change', { ...saved, label: 'Salut' }, editor],
    ['a cleared value', { ...saved, label: null }, editor],
    ['a key gone', { id: 'x', _id: 'x', label: 'Bonjour', kind: 'b', detail: 'dit' }, editor],
    ['a hidden change only', { ...saved, kind: 'a', detail: 'changé' }, editor],
    ['a developer-only change', { ...saved, secret: 'x' }, editor],
    ['a developer-only change by a developer', { ...saved, secret: 'x' }, developer],
    ['a key outside the schema', { ...saved, extra: 1 }, editor],
  ])('agrees with changesOf: %s', (_name, values, who) => {
    expect(hasChanges(schema, values, saved, who)).toBe(Object.keys(changesOf(schema, values, saved, who)).length > 0);
    expect(hasChanges(schema, values, saved, who, ['label'])).toBe(Object.keys(changesOf(schema, values, saved, who)).length > 0);
  });
});

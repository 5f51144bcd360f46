import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../model/metaSchema';
import { recordFromJson, recordToJson } from './recordJson';

const schema = {
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    { key: 'count', label: 'Nombre', type: 'int', min: 0 },
    { key: 'code', label: 'Code', type: 'string', createOnly: true },
    { key: 'computed', label: 'Calculé', type: 'int', readOnly: true },
  ] satisfies PropertyDefinition[],
};
const stored = { _id: 'x1', _cls: 'Thing', createdAt: '2024-01-01T00:00:00.000Z', label: 'Bonjour', code: 'C1', computed: 4 };
const current = { ...stored, id: 'x1', legacy: { old: true } };
const target = { schema, isNew: false, stored, current };

describe('recordToJson', () => {
  it('formats the record with two-space indentation, without react-admin id', () => {
    expect(recordToJson({ id: 'x1', _id: 'x1', label: 'a' })).toBe('{\n  "_id": "x1",\n  "label": "a"\n}');
  });
});

describe('recordFromJson (JSON editor mode)', () => {
  it('applies a valid record, keeping the server keys of the form', () => {
    const text = JSON.stringify({ ...current, _id: 'other', createdAt: 'hier', label: 'Salut', count: 3 });
    expect(recordFromJson(text, target)).toEqual({ ok: true, value: { ...current, label: 'Salut', count: 3 } });
  });

  it('gives a new record the id its JSON names', () => {
    const result = recordFromJson('{"_id": "home", "label": "Accueil"}', { ...target, isNew: true, stored: {}, current: {} });
    expect(result).toEqual({ ok: true, value: { _id: 'home', label: 'Accueil' } });
  });

  it.each([
    ['a syntax error', '{"label": ', /^JSON invalide : valeur attendue \(ligne 1, colonne 11\)$/],
    ['an array', '[1, 2]', /^JSON invalide : un objet est attendu$/],
    ['a string', '"texte"', /^JSON invalide : un objet est attendu$/],
  ])('refuses %s', (_name, text, message) => {
    const result = recordFromJson(text, target);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(message);
  });

  it('refuses invalid values with the field messages of the shared validators', () => {
    const text = JSON.stringify({ ...current, label: '', count: -1, unknownKey: 1 });
    const result = recordFromJson(text, target);
    expect(result).toEqual({
      ok: false,
      errors: ['unknownKey : Propriété inconnue', 'Titre : Ce champ est requis', 'Nombre : Doit être au moins 0'],
    });
  });

  it('refuses a change to a read-only or (once created) createOnly property, not the value as it is', () => {
    expect(recordFromJson(JSON.stringify(current), target).ok).toBe(true);
    const result = recordFromJson(JSON.stringify({ ...current, code: 'C2', computed: 5 }), target);
    expect(result).toEqual({ ok: false, errors: ['Code : Modifiable seulement à la création', 'Calculé : Propriété en lecture seule'] });
  });

  it('lets pass what inputs register for values the record lacks (an object of blanks, a switch left off)', () => {
    const withObject = {
      propertiesList: [
        ...schema.propertiesList,
        {
          key: 'video',
          label: 'Vidéo',
          type: 'object',
          propertiesList: [
            { key: 'src', label: 'Source', type: 'string', required: true },
            { key: 'autoplay', type: 'bool' },
          ],
        },
      ] satisfies PropertyDefinition[],
    };
    const text = JSON.stringify({ ...current, video: { src: null, autoplay: false } });
    expect(recordFromJson(text, { ...target, schema: withObject }).ok).toBe(true);
    const filled = JSON.stringify({ ...current, video: { src: null, autoplay: true } });
    expect(recordFromJson(filled, { ...target, schema: withObject })).toMatchObject({ ok: false });
  });

  it('takes a missing key as no value (a whole record)', () => {
    const result = recordFromJson(JSON.stringify({ label: 'Seul' }), {
      ...target,
      stored: { label: 'x' },
      current: { _id: 'x1', label: 'x', count: 2 },
    });
    expect(result).toEqual({ ok: true, value: { _id: 'x1', label: 'Seul' } });
  });
});

import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { itemValidator, memberValidator, objectShapeValidator } from './nestedValidation';
import { childPath, parentPath, valueAtPath } from './paths';

const video: PropertyDefinition = { key: 'video', label: 'Vidéo', type: 'objectRef', objectType: 'Video', required: true };
const url: PropertyDefinition = { key: 'url', label: 'Adresse', type: 'string', required: true, condition: { key: 'mode', equals: 'link' } };
const videoContent: PropertyDefinition = { key: 'videoContent', label: 'Vidéo', type: 'object', propertiesList: [video, url] };

describe('nested paths', () => {
  it('join, split and read dotted paths with list indexes', () => {
    expect(childPath('tags', 3)).toBe('tags.3');
    expect(childPath('', 'label')).toBe('label');
    expect(parentPath('videoContent.video')).toBe('videoContent');
    expect(parentPath('label')).toBe('');
    expect(valueAtPath({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(valueAtPath({ a: 'x' }, 'a.b')).toBeUndefined();
  });
});

describe('object members (spec 000 §5 Object: each property is validated)', () => {
  const check = (member: PropertyDefinition, object: unknown) =>
    memberValidator(member, 'videoContent')(valueAtPath({ videoContent: object }, `videoContent.${member.key}`), { videoContent: object }, {});

  it('are checked with the shared validator once the object holds something', () => {
    expect(check(video, { autoplay: true })).toBe('Ce champ est requis');
    expect(check(video, { video: { _id: 'v1', _cls: 'Video', _isRef: true } })).toBeUndefined();
  });

  it('are not checked while the object is empty: the object itself answers', () => {
    expect(check(video, {})).toBeUndefined();
    expect(check(video, undefined)).toBeUndefined();
    expect(objectShapeValidator({ ...videoContent, required: true })({}, {}, {})).toBe('Objet requis');
    expect(objectShapeValidator(videoContent)(undefined, {}, {})).toBeUndefined();
    // A text where an object goes is the object editor's JSON: it must compile (spec 000 §5, functional values).
    expect(objectShapeValidator(videoContent)('texte', {}, {})).toBe('JSON invalide : caractère inattendu (ligne 1, colonne 1)');
    expect(objectShapeValidator(videoContent)(42, {}, {})).toBe('Doit être un objet');
  });

  it('are not required when their condition, read on the object, fails', () => {
    expect(check(url, { mode: 'embed' })).toBeUndefined();
    expect(check(url, { mode: 'link' })).toBe('Ce champ est requis');
  });
});

describe('list items', () => {
  it('are required and checked by their item property', () => {
    const validate = itemValidator({ key: 'tags', type: 'int', required: true, min: 1 });
    expect(validate(null, {}, {})).toBe('Ce champ est requis');
    expect(validate(0, {}, {})).toBe('Doit être au moins 1');
  });
});

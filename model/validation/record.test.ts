import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../metaSchema.js';
import { END_BEFORE_START, START_AFTER_END } from './dateRange.js';
import { checkRecord } from './record.js';

const schema: Pick<DataSchema, 'propertiesList'> = {
  propertiesList: [
    { key: 'label', type: 'string', required: true, max: 20 },
    {
      key: 'status',
      type: 'enum',
      values: [
        { value: 'prepub', label: 'Prépub' },
        { value: 'published', label: 'Publié' },
      ],
      default: 'prepub',
    },
    {
      key: 'kind',
      type: 'enum',
      values: [
        { value: 'video', label: 'Vidéo' },
        { value: 'text', label: 'Texte' },
      ],
    },
    { key: 'videoUrl', type: 'string', required: true, condition: { key: 'kind', equals: 'video' } },
    { key: 'views', type: 'int', readOnly: true, default: 0 },
    { key: 'slug', type: 'slug', createOnly: true },
    { key: 'tags', type: 'list', itemType: 'objectRef', objectType: 'Tag' },
    { key: 'summary', type: 'string' },
  ],
};

describe('checkRecord, full write (POST)', () => {
  it('normalises the record, fills defaults on create and drops empty values', () => {
    const r = checkRecord(schema, { _id: 'x', _cls: 'TextContent', label: 'Titre', slug: 'Été 2024', tags: 't1', summary: '' }, { isNew: true });
    expect(r).toEqual({
      ok: true,
      errors: {},
      value: { label: 'Titre', status: 'prepub', views: 0, slug: 'ete-2024', tags: [{ _id: 't1', _cls: 'Tag', _isRef: true }] },
    });
  });

  it('reports every bad key at once', () => {
    const r = checkRecord(schema, { label: 'x'.repeat(21), status: 'draft', secret: 1, createdAt: 'ignored' }, { isNew: true });
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual({ label: 'Au plus 20 caractères', status: 'Valeur non autorisée : draft', secret: 'Propriété inconnue' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a missing required property', {}, { label: 'Ce champ est requis' }],
    ['a property required by its condition', { label: 'a', kind: 'video' }, { videoUrl: 'Ce champ est requis' }],
    ['a read-only value on create', { label: 'a', views: 12 }, { views: 'Propriété en lecture seule' }],
  ])('%s', (_name, input, errors) => {
    expect(checkRecord(schema, input, { isNew: true }).errors).toEqual(errors);
  });

  it('a property hidden by its condition is not required, but a given value is still checked and kept', () => {
    expect(checkRecord(schema, { label: 'a', kind: 'text' }, { isNew: true }).ok).toBe(true);
    expect(checkRecord(schema, { label: 'a', kind: 'text', videoUrl: 5 }, { isNew: true }).errors).toEqual({ videoUrl: 'Doit être du texte' });
  });

  it('sending back the read-only default on create is no change', () => {
    expect(checkRecord(schema, { label: 'a', views: 0 }, { isNew: true })).toMatchObject({ ok: true, value: { views: 0 } });
  });

  it('does not fill defaults of an existing record, and keeps its locked values', () => {
    const r = checkRecord(schema, { label: 'a' }, { isNew: false, stored: { label: 'b', views: 7, slug: 's' } });
    expect(r).toEqual({ ok: true, errors: {}, value: { label: 'a', views: 7, slug: 's' } });
  });
});

describe('checkRecord, partial write (PUT of the changed keys)', () => {
  const stored = { label: 'Titre', status: 'prepub', kind: 'text', views: 3, slug: 'titre' };
  const put = (input: Record<string, unknown>) => checkRecord(schema, input, { isNew: false, partial: true, stored });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['only the given keys', { status: 'published' }, { status: 'published' }],
    ['null unsets a non-required key', { summary: null }, { summary: null }],
    ['empty text unsets too', { summary: '' }, { summary: null }],
    ['a locked key sent back unchanged is no change', { views: 3, slug: 'titre', label: 'Nouveau' }, { label: 'Nouveau' }],
    ['server keys are ignored', { _id: 'other', updatedAt: 'x', label: 'L' }, { label: 'L' }],
  ])('%s', (_name, input, value) => {
    expect(put(input)).toEqual({ ok: true, errors: {}, value });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a required key set to null', { label: null }, { label: 'Ce champ est requis' }],
    ['a required key set to empty text', { label: '' }, { label: 'Ce champ est requis' }],
    ['a read-only key changed', { views: 4 }, { views: 'Propriété en lecture seule' }],
    ['a createOnly key changed once the record exists', { slug: 'autre' }, { slug: 'Modifiable seulement à la création' }],
    ['an unknown key', { nope: 1 }, { nope: 'Propriété inconnue' }],
  ])('%s', (_name, input, errors) => {
    expect(put(input)).toMatchObject({ ok: false, errors });
  });

  it('conditions read the stored record merged with the input', () => {
    expect(put({ kind: 'video', videoUrl: null }).errors).toEqual({ videoUrl: 'Ce champ est requis' });
    expect(checkRecord(schema, { videoUrl: '' }, { isNew: false, partial: true, stored: { ...stored, kind: 'video' } }).errors).toEqual({
      videoUrl: 'Ce champ est requis',
    });
    expect(put({ videoUrl: null }).ok).toBe(true);
  });

  it('a reference sent back with its display label is no change to a locked property', () => {
    const locked: Pick<DataSchema, 'propertiesList'> = {
      propertiesList: [{ key: 'author', type: 'objectRef', objectType: 'Author', readOnly: true }],
    };
    const r = checkRecord(
      locked,
      { author: { _id: 'a', _cls: 'Author', _isRef: true, label: 'Hugo' } },
      { isNew: false, partial: true, stored: { author: { _id: 'a', _cls: 'Author', _isRef: true } } },
    );
    expect(r).toEqual({ ok: true, errors: {}, value: {} });
  });

  it('a createOnly key is writable on create', () => {
    expect(checkRecord(schema, { label: 'a', slug: 'Mon slug' }, { isNew: true }).value.slug).toBe('mon-slug');
  });
});

describe('checkRecord: date ranges', () => {
  const ranged = {
    propertiesList: [
      { key: 'beginTs', type: 'timestamp' },
      { key: 'endTs', type: 'timestamp' },
    ],
  } as Pick<DataSchema, 'propertiesList'>;
  it('refuses a start after the end on creation, on both sides', () => {
    const r = checkRecord(ranged, { beginTs: 200, endTs: 100 }, { isNew: true });
    expect(r.errors).toEqual({ beginTs: START_AFTER_END, endTs: END_BEFORE_START });
  });
  it('checks a partial write against the stored other end', () => {
    expect(checkRecord(ranged, { endTs: 50 }, { isNew: false, partial: true, stored: { beginTs: 100, endTs: 300 } }).errors).toEqual({
      endTs: END_BEFORE_START,
    });
    expect(checkRecord(ranged, { endTs: 150 }, { isNew: false, partial: true, stored: { beginTs: 100, endTs: 300 } }).ok).toBe(true);
  });
  it('accepts an open range', () => {
    expect(checkRecord(ranged, { beginTs: 200 }, { isNew: true }).ok).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPropertyForm, newSchemaForm, schemaChanges, schemaForm, schemaRecord, type SchemaForm } from './schemaForm';

const saved = {
  id: 'Podcast',
  _id: 'Podcast',
  _cls: 'schema',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  _impact: { checked: 3, invalid: 0 },
  label: 'Podcasts',
  section: 'contents',
  plugins: [],
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    {
      key: 'rank',
      label: 'Rang',
      type: 'enum',
      values: [
        { value: 1, label: 'Premier' },
        { value: true, label: 'Oui' },
        { value: 'x', label: 'X' },
      ],
    },
    { key: 'intro', label: 'Intro', type: 'string', condition: { key: 'rank', equals: [1, 2] } },
  ],
  subFilters: [{ id: 'short', label: 'Courts', adminFilter: { duration: { $lt: 60 } } }],
};

describe('schema form ↔ record', () => {
  it('leaves out what the API adds and edits enum values, conditions and sub-filters as text', () => {
    const form = schemaForm(saved);
    expect(form).not.toHaveProperty('id');
    expect(form).not.toHaveProperty('_cls');
    expect(form).not.toHaveProperty('createdAt');
    expect(form).not.toHaveProperty('_impact');
    expect(form.propertiesList[1].values).toEqual([
      { value: '1', label: 'Premier', kind: 'number' },
      { value: 'true', label: 'Oui', kind: 'boolean' },
      { value: 'x', label: 'X', kind: 'string' },
    ]);
    expect(form.propertiesList[2].condition).toEqual({ key: 'rank', equals: '[1,2]' });
    expect(form.subFilters).toEqual([{ id: 'short', label: 'Courts', adminFilter: '{"duration":{"$lt":60}}' }]);
  });

  it('gives back the same record (less the API keys and empty lists) from an untouched form', () => {
    const { record, errors } = schemaRecord(schemaForm(saved));
    const { id: _i, _cls: _c, createdAt: _a, updatedAt: _u, _impact: _m, plugins: _p, ...expected } = saved;
    expect(errors).toEqual({});
    expect(record).toEqual(expected);
  });

  it('round-trips every schema of the catalogue', () => {
    const dir = new URL('../../../catalogue/schemas/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const { _cls: _c, ...record } = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect([file, schemaRecord(schemaForm(record)).record]).toEqual([file, record]);
    }
  });

  it('drops blank values, empty lists that mean "absent" and empty conditions, keeps false and 0', () => {
    const form: SchemaForm = {
      ...newSchemaForm(),
      _id: 'Podcast',
      label: 'Podcasts',
      singular: '',
      description: '',
      showForInstances: [],
      isProduct: false,
      propertiesList: [
        {
          ...newPropertyForm('Général'),
          key: 'duration',
          type: 'int',
          min: 0,
          max: undefined,
          label: '',
          values: [],
          condition: { visitorType: [] },
        },
      ],
    };
    expect(schemaRecord(form).record).toEqual({
      _id: 'Podcast',
      label: 'Podcasts',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      recordsAreEditableInAdmin: true,
      propertiesGroups: ['Général', 'Affichage', 'Avancé'],
      isProduct: false,
      propertiesList: [{ key: 'duration', type: 'int', group: 'Général', min: 0 }],
    });
  });

  it('types enum values by their kind and keeps a text that is not of that kind as it is (the validator reports it)', () => {
    const form: SchemaForm = {
      ...newSchemaForm(),
      _id: 'A1',
      label: 'A',
      propertiesList: [
        {
          key: 'e',
          type: 'enum',
          values: [
            { value: '2', label: 'Deux', kind: 'number' },
            { value: 'false', label: 'Non', kind: 'boolean' },
            { value: 'deux', label: 'D', kind: 'number' },
          ],
        },
      ],
    };
    expect(schemaRecord(form).record.propertiesList).toEqual([
      {
        key: 'e',
        type: 'enum',
        values: [
          { value: 2, label: 'Deux' },
          { value: false, label: 'Non' },
          { value: 'deux', label: 'D' },
        ],
      },
    ]);
  });

  it('reports JSON texts that do not parse, at their form path', () => {
    const form = schemaForm(saved);
    form.propertiesList[2].condition = { key: 'rank', equals: '[1,' };
    form.subFilters = [{ id: 'short', label: 'Courts', adminFilter: '"text"' }];
    expect(schemaRecord(form).errors).toEqual({
      'propertiesList.2.condition.equals': 'JSON invalide',
      'subFilters.0.adminFilter': 'Un objet JSON est attendu, par exemple {"status": "published"}',
    });
  });

  it('converts the properties of list items and of objects too', () => {
    const form: SchemaForm = {
      ...newSchemaForm(),
      _id: 'A1',
      label: 'A',
      propertiesList: [
        {
          key: 'chapters',
          type: 'list',
          itemType: 'object',
          itemSchema: {
            objectType: '',
            propertiesList: [{ key: 'kind', type: 'enum', label: '', values: [{ value: '3', label: 'Trois', kind: 'number' }] }],
          },
        },
      ],
    };
    expect(schemaRecord(form).record.propertiesList).toEqual([
      {
        key: 'chapters',
        type: 'list',
        itemType: 'object',
        itemSchema: { propertiesList: [{ key: 'kind', type: 'enum', values: [{ value: 3, label: 'Trois' }] }] },
      },
    ]);
  });
});

describe('nested definitions', () => {
  it('edits the conditions of object members as text, reports them at their form path, and keeps rich hints as they are', () => {
    const hint = { html: '<p>Ville de <b>livraison</b></p>', editorStateJson: null };
    const record = {
      _id: 'A1',
      label: 'A',
      section: 'contents',
      propertiesList: [
        {
          key: 'address',
          type: 'object',
          propertiesList: [{ key: 'city', type: 'string', hint, condition: { key: 'kind', equals: 'b' } }],
        },
      ],
    };
    const form = schemaForm(record);
    expect(form.propertiesList[0].propertiesList![0].condition).toEqual({ key: 'kind', equals: '"b"' });
    expect(schemaRecord(form).record).toEqual(record);
    form.propertiesList[0].propertiesList![0].condition = { key: 'kind', equals: '{' };
    expect(schemaRecord(form).errors).toEqual({ 'propertiesList.0.propertiesList.0.condition.equals': 'JSON invalide' });
  });
});

describe('what a save sends', () => {
  it('is nothing for an untouched form, even when the form normalised the record', () => {
    expect(schemaChanges(saved, schemaForm(saved))).toEqual({});
  });

  it('is the changed top-level keys, null for a cleared one, never the id', () => {
    const form = schemaForm(saved);
    form.label = 'Émissions';
    form.description = 'Nos podcasts';
    form.subFilters = [];
    form.propertiesList[0].searchable = true;
    form._id = 'Other';
    expect(schemaChanges(saved, form)).toEqual({
      label: 'Émissions',
      description: 'Nos podcasts',
      subFilters: null,
      propertiesList: [
        { key: 'label', label: 'Titre', type: 'string', required: true, searchable: true },
        saved.propertiesList[1],
        saved.propertiesList[2],
      ],
    });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_PROPERTY_FLAGS } from '../../../model/constants';
import { validateSchemaRecord } from './validateSchemaRecord';

const podcast = () => ({
  _id: 'Podcast',
  label: 'Podcasts',
  section: 'contents',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true, searchable: true, column: true },
    { key: 'duration', label: 'Durée', type: 'int', min: 0 },
    {
      key: 'category',
      label: 'Catégorie',
      type: 'enum',
      values: [
        { value: 'news', label: 'Actualité' },
        { value: 'culture', label: 'Culture' },
      ],
    },
  ],
});

describe('validateSchemaRecord (the rules of model/schemaRules.ts)', () => {
  it('accepts a valid schema', () => {
    expect(validateSchemaRecord(podcast())).toEqual({});
  });

  it('accepts every schema of the catalogue', () => {
    const dir = new URL('../../../catalogue/schemas/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const record = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      expect([file, validateSchemaRecord(record)]).toEqual([file, {}]);
    }
  });

  it.each([
    ['a missing id', { _id: undefined }, '_id', 'Champ requis'],
    ['a one-letter id (spec 000 §5: at least 2 characters)', { _id: 'P' }, '_id', 'Au moins 2 caractères'],
    ['an id that is not a class name', { _id: '2pod' }, '_id', 'Lettres, chiffres et « _ », en commençant par une lettre'],
    ['an empty label', { label: '' }, 'label', 'Champ requis'],
    ['an unknown section', { section: 'nowhere' }, 'section', 'Valeur non autorisée'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description', 'Au plus 500 caractères'],
    ['a URL segment that is not kebab-case', { plural: 'Mes Podcasts' }, 'plural', 'Minuscules, chiffres et tirets (par exemple « mes-podcasts »)'],
    ['an unknown plugin', { plugins: ['CartPlugin'] }, 'plugins.0', 'Valeur non autorisée'],
    ['an unknown key', { colour: 'red' }, '_', 'Propriété inconnue : colour'],
  ])('reports %s', (_case, change, path, message) => {
    expect(validateSchemaRecord({ ...podcast(), ...change })).toMatchObject({ [path]: message });
  });

  it('reports errors inside property definitions at their form path', () => {
    const record = podcast();
    record.propertiesList[1] = { key: '1duration', label: 'Durée', type: 'integer' as 'int', min: 0 };
    (record.propertiesList[2].values as unknown[])[1] = { value: 'culture' };
    expect(validateSchemaRecord(record)).toEqual({
      'propertiesList.1.key': 'Lettres, chiffres et « _ », sans commencer par un chiffre',
      'propertiesList.1.type': 'Unrecognized property type',
      'propertiesList.2.values.1.label': 'Champ requis',
    });
  });

  it('requires the resource of a data source (spec 000 §5)', () => {
    const record = podcast();
    Object.assign(record.propertiesList[2], { values: undefined, dataSource: { labelPath: 'label' } });
    expect(validateSchemaRecord(record)).toEqual({ 'propertiesList.2.dataSource.resource': 'Champ requis' });
  });

  it('reports duplicate keys, duplicate enum values, min above max and a query that is not JSON', () => {
    const record = podcast();
    record.propertiesList.push({ key: 'duration', label: 'Encore', type: 'int', min: 10, max: 2 } as never);
    (record.propertiesList[2].values as unknown[]).push({ value: 'news', label: 'Encore' });
    Object.assign(record.propertiesList[2], { dataSource: { resource: 'Tag', query: '{status:' } });
    expect(validateSchemaRecord(record)).toEqual({
      'propertiesList.3.key': 'Clé en double : « duration » est déjà la clé de la propriété n° 2',
      'propertiesList.3.max': 'Le maximum doit être supérieur ou égal au minimum',
      'propertiesList.2.values.2.value': 'Valeur en double',
      'propertiesList.2.dataSource.query': 'JSON invalide',
    });
  });

  it('checks the properties of list items and of objects', () => {
    const record = podcast();
    record.propertiesList.push({
      key: 'chapters',
      label: 'Chapitres',
      type: 'list',
      itemType: 'object',
      itemSchema: {
        propertiesList: [
          { key: 'title', type: 'string' },
          { key: 'title', type: 'string' },
        ],
      },
    } as never);
    record.propertiesList.push({ key: 'rights', type: 'object', propertiesList: [{ key: 'x', type: 'nope' }] } as never);
    expect(validateSchemaRecord(record)).toEqual({
      'propertiesList.3.itemSchema.propertiesList.1.key': 'Clé en double : « title » est déjà la clé de la propriété n° 1',
      'propertiesList.4.propertiesList.0.type': 'Unrecognized property type',
    });
  });

  it('checks the search weight bounds (1 to 10)', () => {
    const record = podcast();
    Object.assign(record.propertiesList[0], { searchIndexWeight: 11 });
    expect(validateSchemaRecord(record)).toEqual({ 'propertiesList.0.searchIndexWeight': 'Au plus 10' });
  });

  it.each(DEVELOPER_PROPERTY_FLAGS)('refuses a searchable property with %s: the search would find its hidden value', (flag) => {
    const record = podcast();
    record.propertiesList.push({ key: 'code', label: 'Code', type: 'string', searchable: true, [flag]: true } as never);
    expect(validateSchemaRecord(record)).toEqual({
      'propertiesList.3.searchable':
        "La propriété « code » n'est pas lue par tous (écriture seule ou réservée aux développeurs) : elle ne peut pas être recherchable",
    });
  });
});

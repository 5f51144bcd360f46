import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../../model/metaSchema';
import { apiPathOf, placementOf, propertyNotes } from './schemaSummary';

const schema = (fields: Partial<DataSchema>) =>
  ({ _id: 'Podcast', label: 'Podcasts', section: 'contents', propertiesList: [], ...fields }) as DataSchema;

describe('where a schema appears', () => {
  it('is its collection list in its section, behind the section right', () => {
    expect(placementOf(schema({}), 'demo-prod')).toEqual({
      kind: 'collection',
      entryPath: 'contents/podcasts/collection',
      sectionLabel: 'Contenus',
      inSidebar: true,
      right: 'Contenus et encodage vidéo',
    });
  });

  it('is the single record of a singleton', () => {
    expect(
      placementOf(schema({ _id: 'SiteOptions', section: 'site', plural: 'site-options', isSingleton: true, singletonId: 'options' }), 'x'),
    ).toMatchObject({ entryPath: 'website-configuration/site-options/options' });
  });

  it('is outside the sections for a displayable type of no section', () => {
    expect(placementOf(schema({ _id: 'Font', section: 'noneButDisplayable' }), 'x')).toEqual({
      kind: 'collection',
      entryPath: 'fonts/collection',
      sectionLabel: 'Aucune (affichable)',
      inSidebar: false,
    });
  });

  it('is nowhere of its own without a collection, and not on a site it is not shown for', () => {
    expect(placementOf(schema({ hasAssociatedDBCollection: false }), 'x')).toEqual({ kind: 'nested' });
    expect(placementOf(schema({ showForInstances: ['demo-dev'] }), 'demo-prod')).toEqual({ kind: 'otherSites', sites: ['demo-dev'] });
    expect(placementOf(schema({ showForInstances: ['demo-dev'] }), 'demo-dev').kind).toBe('collection');
  });

  it('has its records under the site, or global', () => {
    expect(apiPathOf(schema({}), 'demo-prod')).toBe('/api/demo-prod/data/Podcast');
    expect(apiPathOf(schema({ storedInInstanceDatabase: false }), 'demo-prod')).toBe('/api/global/data/Podcast');
  });
});

describe('the notes of a property', () => {
  it.each([
    [{ key: 'label', type: 'string', required: true, column: true, searchable: true }, ['requis', 'colonne', 'recherche (poids 1)']],
    [{ key: 'duration', type: 'int', min: 0 }, ['minimum 0']],
    [{ key: 'title', type: 'string', max: 80, searchable: true, searchIndexWeight: 5 }, ['recherche (poids 5)', 'longueur maximale 80']],
    [{ key: 'published', type: 'bool', default: false }, ['par défaut false']],
    [
      {
        key: 'category',
        type: 'enum',
        values: [
          { value: 'news', label: 'Actualité' },
          { value: 2, label: 'Deux' },
        ],
      },
      ['valeurs : news (Actualité), 2 (Deux)'],
    ],
    [{ key: 'tags', type: 'list', itemType: 'object_ref', objectType: 'Tag' }, ['éléments object_ref', 'type Tag']],
    [{ key: 'x', type: 'integer' }, ['Unrecognized property type']],
  ])('%j', (prop, notes) => {
    expect(propertyNotes(prop as never)).toEqual(notes);
  });
});

import { describe, expect, it } from 'vitest';
import { describePath } from './fieldLabels';

const keys: Record<string, string> = { 'propertiesList.1': 'duration', 'propertiesList.3.itemSchema.propertiesList.0': 'title' };
const keyAt = (path: string) => keys[path];

describe('where an error lies (summary above the schema form)', () => {
  it.each([
    ['_id', 'Identifiant'],
    ['_', 'Schéma'],
    ['description', 'Description'],
    ['propertiesList', 'Propriétés'],
    ['propertiesList.1.max', 'Propriété n° 2 « duration » › Maximum'],
    ['propertiesList.0.key', 'Propriété n° 1 › Clé'],
    ['propertiesList.2.values.1.value', 'Propriété n° 3 › Valeur n° 2 › Valeur'],
    ['propertiesList.2.dataSource.resource', 'Propriété n° 3 › Source de données › Type des enregistrements'],
    ['propertiesList.3.itemSchema.propertiesList.0.key', 'Propriété n° 4 › Propriété n° 1 « title » › Clé'],
    ['subFilters.0.adminFilter', 'Sous-filtre n° 1 › Filtre (JSON)'],
    ['plugins.0', 'Plugins › n° 1'],
  ])('%s → %s', (path, expected) => {
    expect(describePath(path, keyAt)).toBe(expected);
  });
});

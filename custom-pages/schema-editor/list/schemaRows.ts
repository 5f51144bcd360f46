// The rows of the schema list: searched in label, id and section (fuzzy, as resource tables), sorted, counted.
import type { DataSchema } from '../../../model/metaSchema';
import { TABLE_SEARCH, fuzzySearch } from '../../../schema-adapters/shared/fuzzySearch';
import { sectionLabel } from '../../shared/sectionLabels';

export interface SchemaRow {
  id: string;
  label: string;
  section: string;
  sectionLabel: string;
  properties: number;
}

export type SchemaSort = 'id' | 'label' | 'section' | 'properties';

export function schemaRows(schemas: readonly DataSchema[], search: string, sort: SchemaSort = 'id', order: 'asc' | 'desc' = 'asc'): SchemaRow[] {
  const rows = schemas.map((schema) => ({
    id: schema._id,
    label: schema.label,
    section: schema.section,
    sectionLabel: sectionLabel(schema.section),
    properties: Array.isArray(schema.propertiesList) ? schema.propertiesList.length : 0,
  }));
  const found = fuzzySearch(rows, search, { ...TABLE_SEARCH, keys: ['id', 'label', 'section', 'sectionLabel'] });
  const key = (row: SchemaRow) => (sort === 'section' ? row.sectionLabel : sort === 'properties' ? row.properties : row[sort]);
  const sign = order === 'asc' ? 1 : -1;
  return found.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const byKey = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr');
    return sign * (byKey || a.id.localeCompare(b.id));
  });
}

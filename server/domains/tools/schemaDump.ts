// "Dump schema" (spec 001 §7 POST {instance}/dumpSchemaToSource): the live schemas written back to the catalogue
// in a stable layout (keys in meta-schema order, 2 spaces), so that the change is a reviewable git diff.
import { propertyDefinitionSchema, schemaSchema, type DataSchema, type PropertyDefinition } from '../../../model/metaSchema.js';
import type { EnvName } from '../../config.js';
import { mapProperties } from '../../../model/propertyTree.js';
import { writeSchemaFiles } from '../../storage/catalogueFiles.js';
import { forbidden } from '../../errors.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';

const SCHEMA_KEYS = Object.keys(schemaSchema.properties).filter((k) => k !== 'createdAt' && k !== 'updatedAt');
const PROPERTY_KEYS = Object.keys(propertyDefinitionSchema.properties);
const DATA_SOURCE_KEYS = Object.keys(propertyDefinitionSchema.properties.dataSource.properties);
const CONDITION_KEYS = Object.keys(propertyDefinitionSchema.properties.condition.properties);
const ENUM_VALUE_KEYS = ['value', 'label'];
const SUB_FILTER_KEYS = ['id', 'label', 'adminFilter'];

function ordered<T extends object>(value: T, keys: string[]): T {
  const source = value as Record<string, unknown>;
  const known = keys.filter((k) => source[k] !== undefined);
  const rest = Object.keys(source)
    .filter((k) => !keys.includes(k))
    .sort();
  return Object.fromEntries([...known, ...rest].map((k) => [k, source[k]])) as T;
}

// PostgreSQL's jsonb keeps keys in its own order: every nested object of the meta-schema gets its declared order back.
function stableProperty(prop: PropertyDefinition): PropertyDefinition {
  const out = ordered(prop, PROPERTY_KEYS);
  if (out.values) out.values = out.values.map((v) => ordered(v, ENUM_VALUE_KEYS));
  if (out.dataSource) out.dataSource = ordered(out.dataSource, DATA_SOURCE_KEYS);
  if (out.condition) out.condition = ordered(out.condition, CONDITION_KEYS);
  return out;
}

export const stableSchemaText = (schema: DataSchema): string => {
  const out = ordered({ ...schema, _cls: 'schema' as const, propertiesList: mapProperties(schema.propertiesList, stableProperty) }, SCHEMA_KEYS);
  if (out.subFilters) out.subFilters = out.subFilters.map((f) => ordered(f, SUB_FILTER_KEYS));
  return `${JSON.stringify(out, null, 2)}\n`;
};

export async function dumpSchemas(envName: EnvName, registry: SchemaRegistry, dir: string): Promise<{ written: number; dir: string }> {
  if (envName !== 'dev') throw forbidden("L'export des schémas vers le code source n'est possible qu'en environnement dev");
  const schemas = registry.all().map(({ createdAt: _c, updatedAt: _u, ...s }) => ({ _id: s._id, text: stableSchemaText(s as DataSchema) }));
  const written = await writeSchemaFiles(dir, schemas);
  return { written: written.length, dir };
}

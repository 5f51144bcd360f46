// A schema record is checked against the meta-schema of model/ before it can change the live catalogue.
import { Ajv, type ErrorObject } from 'ajv';
import { propertyDefinitionSchema, schemaSchema, type DataSchema, type PropertyDefinition } from '../../model/metaSchema.js';
import { badRequest } from './errors.js';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(propertyDefinitionSchema);
const validate = ajv.compile(schemaSchema);

const MESSAGES: Partial<Record<string, (e: ErrorObject) => string>> = {
  required: (e) => `Champ requis : ${(e.params as { missingProperty: string }).missingProperty}`,
  minLength: (e) => `Au moins ${(e.params as { limit: number }).limit} caractères`,
  maxLength: (e) => `Au plus ${(e.params as { limit: number }).limit} caractères`,
  enum: () => 'Valeur non autorisée',
  additionalProperties: (e) => `Propriété inconnue : ${(e.params as { additionalProperty: string }).additionalProperty}`,
  type: () => 'Type de valeur incorrect',
  pattern: () => 'Format incorrect',
};

/** Rules JSON Schema cannot say: unique keys, unique enum values, min ≤ max (spec 000 §5). */
function ruleErrors(props: PropertyDefinition[], at: string, fields: Record<string, string>): void {
  const keys = new Set<string>();
  for (const p of props) {
    if (keys.has(p.key)) fields[at] ??= `Clé de propriété en double : ${p.key}`;
    keys.add(p.key);
    const values = (p.values ?? []).map((v) => v.value);
    if (new Set(values).size !== values.length) fields[at] ??= `Valeurs en double dans la liste de ${p.key}`;
    if (p.min !== undefined && p.max !== undefined && p.min > p.max) fields[at] ??= `${p.key} : min doit être inférieur ou égal à max`;
    ruleErrors(p.propertiesList ?? [], at, fields);
    ruleErrors(p.itemSchema?.propertiesList ?? [], at, fields);
  }
}

export function checkSchemaRecord(doc: Record<string, unknown>): void {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  if (validate(rest)) {
    const fields: Record<string, string> = {};
    ruleErrors((rest as unknown as DataSchema).propertiesList, 'propertiesList', fields);
    if (Object.keys(fields).length) throw badRequest('VALIDATION', 'Schéma invalide', fields);
    return;
  }
  const fields: Record<string, string> = {};
  for (const e of validate.errors ?? []) {
    const key = e.instancePath.split('/')[1] || (e.params as { missingProperty?: string }).missingProperty || '_';
    fields[key] ??= MESSAGES[e.keyword]?.(e) ?? `Invalide (${e.instancePath || 'racine'})`;
  }
  throw badRequest('VALIDATION', 'Schéma invalide', fields);
}

// A schema record is checked against the meta-schema of model/ before it can change the live catalogue.
import { Ajv, type ErrorObject } from 'ajv';
import { propertyDefinitionSchema, schemaSchema } from '../../model/metaSchema.js';
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

export function checkSchemaRecord(doc: Record<string, unknown>): void {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  if (validate(rest)) return;
  const fields: Record<string, string> = {};
  for (const e of validate.errors ?? []) {
    const key = e.instancePath.split('/')[1] || (e.params as { missingProperty?: string }).missingProperty || '_';
    fields[key] ??= MESSAGES[e.keyword]?.(e) ?? `Invalide (${e.instancePath || 'racine'})`;
  }
  throw badRequest('VALIDATION', 'Schéma invalide', fields);
}

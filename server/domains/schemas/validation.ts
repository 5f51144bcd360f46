// A schema record is checked by the rules of model/schemaRules.ts (the schema editor's too) before it can change
// the live catalogue; the server compiles the meta-schema with Ajv at start.
import { Ajv } from 'ajv';
import { propertyDefinitionSchema, schemaSchema } from '../../../model/metaSchema.js';
import { schemaRecordErrors } from '../../../model/schemaRules.js';
import { badRequest } from '../../services/errors.js';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(propertyDefinitionSchema);
const validate = ajv.compile(schemaSchema);

export function checkSchemaRecord(doc: Record<string, unknown>): void {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  const fields = schemaRecordErrors(validate, rest);
  if (Object.keys(fields).length) throw badRequest('VALIDATION', 'Schéma invalide', fields);
}

// The schema editor's check of a schema record: the rules and messages of model/schemaRules.ts (the server's too),
// with the meta-schema validator compiled ahead of time (the console's page policy forbids Ajv's run-time compile).
import { schemaRecordErrors, type FieldErrors, type MetaSchemaValidator } from '../../../model/schemaRules';
import { validateSchema } from './metaSchemaValidator.generated';

export type { FieldErrors };

/** Every error of a schema record, by form path; empty when the server would accept it. */
export const validateSchemaRecord = (record: Record<string, unknown>): FieldErrors =>
  schemaRecordErrors(validateSchema as MetaSchemaValidator, record);

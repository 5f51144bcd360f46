// A schema record is checked by the rules of model/schemaRules.ts (the schema editor's too) before it can change
// the live catalogue; the server compiles the meta-schema with Ajv at start.
import { Ajv } from 'ajv';
import { propertyDefinitionSchema, schemaSchema, type DataSchema, type PropertyDefinition } from '../../../model/metaSchema.js';
import { visitProperties } from '../../../model/propertyTree.js';
import { schemaRecordErrors } from '../../../model/schemaRules.js';
import { badRequest, forbidden } from '../../services/errors.js';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(propertyDefinitionSchema);
const validate = ajv.compile(schemaSchema);

export function checkSchemaRecord(doc: Record<string, unknown>): void {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  const fields = schemaRecordErrors(validate, rest);
  if (Object.keys(fields).length) throw badRequest('VALIDATION', 'Schéma invalide', fields);
}

/** The property flags only developers may set or clear (spec 001 §5, §6). */
const DEVELOPER_FLAGS = ['excludedFromMongooseSchema', 'notDisplayableInAdmin'] as const;

/** Each developer-only flag set in a property tree, by the property's key path. */
function developerFlags(props: readonly PropertyDefinition[] | undefined): Set<string> {
  const set = new Set<string>();
  visitProperties(props, (prop, { keys }) => {
    for (const flag of DEVELOPER_FLAGS) if (prop[flag] === true) set.add(`${keys.join('.')}:${flag}`);
  });
  return set;
}

/** Refuses a schema save by a non-developer that sets or clears a developer-only flag of a property. */
export function checkDeveloperFlags(doc: Record<string, unknown>, live: DataSchema | undefined, isDeveloper: boolean): void {
  if (isDeveloper) return;
  const next = developerFlags(doc.propertiesList as PropertyDefinition[] | undefined);
  const before = developerFlags(live?.propertiesList);
  if (next.size !== before.size || [...next].some((flag) => !before.has(flag)))
    throw forbidden("Seuls les développeurs peuvent changer « Exclu du schéma de stockage » et « Non affiché dans l'admin »");
}

// A schema record is checked by the rules of model/schemaRules.ts (the schema editor's too) before it can change
// the live catalogue; the server compiles the meta-schema with Ajv at start.
import { Ajv } from 'ajv';
import { DEVELOPER_PROPERTY_FLAGS } from '../../../model/constants.js';
import { propertyDefinitionSchema, schemaSchema, type PropertyDefinition } from '../../../model/metaSchema.js';
import { visitProperties } from '../../../model/propertyTree.js';
import { schemaRecordErrors } from '../../../model/schemaRules.js';
import { badRequest, forbidden } from '../../errors.js';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(propertyDefinitionSchema);
const validate = ajv.compile(schemaSchema);

export function checkSchemaRecord(doc: Record<string, unknown>): void {
  const { createdAt: _c, updatedAt: _u, ...rest } = doc;
  const fields = schemaRecordErrors(validate, rest);
  if (Object.keys(fields).length) throw badRequest('VALIDATION', 'Schéma invalide', fields);
}

/**
 * A schema's customApiPath answers beside /data/{Type} (routes/data.ts): refused when a route of the console's own
 * (`takenByRoute`) or another type (`ownerOf`) already answers on it, where it would never be reached.
 */
export function checkCustomApiPath(
  path: unknown,
  id: string | undefined,
  ownerOf: (path: string) => string | undefined,
  takenByRoute: (path: string) => boolean,
): void {
  if (typeof path !== 'string' || !path) return;
  const owner = ownerOf(path);
  const taken = takenByRoute(path)
    ? `est celui d'une route de la console (/api/{site}/${path})`
    : owner !== undefined && owner !== id && `est déjà celui du type « ${owner} »`;
  if (taken) throw badRequest('VALIDATION', 'Schéma invalide', { customApiPath: `Ce chemin ${taken} : choisissez-en un autre` });
}

/** Each property of a tree by its key path, with the developer-only flags it has set. */
function developerFlags(props: readonly PropertyDefinition[] | undefined): Map<string, string> {
  const flags = new Map<string, string>();
  visitProperties(props, (prop, { keys }) => {
    flags.set(keys.join('.'), DEVELOPER_PROPERTY_FLAGS.filter((flag) => prop[flag] === true).join(','));
  });
  return flags;
}

/**
 * Refuses a schema save by a non-developer that sets a developer-only flag, or clears one on a property that stays.
 * `stored` is the schema as it is saved now (undefined on a create).
 */
export function checkDeveloperFlags(doc: Record<string, unknown>, stored: Record<string, unknown> | undefined, isDeveloper: boolean): void {
  if (isDeveloper) return;
  const before = developerFlags(stored?.propertiesList as PropertyDefinition[] | undefined);
  for (const [path, flags] of developerFlags(doc.propertiesList as PropertyDefinition[] | undefined)) {
    if (flags !== (before.get(path) ?? ''))
      throw forbidden(
        `Seuls les développeurs peuvent changer « Exclu du schéma de stockage », « Non affiché dans l'admin » et « Écriture seule » (propriété ${path.slice(0, 100)})`,
      );
  }
}

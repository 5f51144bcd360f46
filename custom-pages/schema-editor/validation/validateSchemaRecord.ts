// Client-side check of a schema record, mirroring the server (server/services/schemaValidation.ts): the meta-schema
// (JSON Schema, through the same Ajv compiled ahead of time), then the rules JSON Schema cannot say (spec 000 §5):
// unique property keys, unique enum values, min ≤ max. Messages are French and keyed by the form path of the field.
import type { PropertyDefinition } from '../../../model/metaSchema';
import { validateSchema } from './metaSchemaValidator.generated';

/** Form path ('propertiesList.2.values.0.value') → French message. */
export type FieldErrors = Record<string, string>;

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

type CompiledValidator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const PATTERN_HINTS: Record<string, string> = {
  _id: 'Lettres, chiffres et « _ », en commençant par une lettre',
  key: 'Lettres, chiffres et « _ », sans commencer par un chiffre',
  plural: 'Minuscules, chiffres et tirets (par exemple « mes-podcasts »)',
  customApiPath: 'Minuscules, chiffres et tirets (par exemple « mes-podcasts »)',
  id: 'Minuscules, chiffres et tirets (par exemple « a-venir »)',
};

const lastSegment = (path: string) => path.split('.').pop() ?? '';

/** The French message of one Ajv error, given the form path of the value it concerns. */
export function ajvMessage(error: AjvError, path: string): string {
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'required':
      return 'Champ requis';
    case 'minLength':
      return limit <= 1 ? 'Champ requis' : `Au moins ${limit} caractères`;
    case 'maxLength':
      return `Au plus ${limit} caractères`;
    case 'minimum':
      return `Au moins ${limit}`;
    case 'maximum':
      return `Au plus ${limit}`;
    case 'pattern':
      return PATTERN_HINTS[lastSegment(path)] ?? 'Format incorrect';
    case 'enum':
      return lastSegment(path) === 'type' || lastSegment(path) === 'itemType' ? 'Unrecognized property type' : 'Valeur non autorisée';
    case 'const':
      return 'Valeur non autorisée';
    case 'type':
      return lastSegment(path) === 'min' || lastSegment(path) === 'max' || lastSegment(path) === 'length' ? 'Nombre attendu' : 'Type de valeur incorrect';
    case 'additionalProperties':
      return `Propriété inconnue : ${String(error.params.additionalProperty)}`;
    default:
      return 'Valeur invalide';
  }
}

/** The form path of an Ajv error: the instance path, down to the missing property of a `required` error. */
export function ajvPath(error: AjvError): string {
  const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.join('.');
}

/** Rules beyond JSON Schema, on a list of property definitions at `at` ('propertiesList', or nested). */
export function ruleErrors(props: readonly PropertyDefinition[] | undefined, at: string, errors: FieldErrors = {}): FieldErrors {
  if (!Array.isArray(props)) return errors;
  const seen = new Map<string, number>();
  props.forEach((prop, i) => {
    if (!prop || typeof prop !== 'object') return;
    const here = `${at}.${i}`;
    if (typeof prop.key === 'string' && prop.key) {
      if (seen.has(prop.key)) errors[`${here}.key`] ??= `Clé en double : « ${prop.key} » est déjà la clé de la propriété n° ${(seen.get(prop.key) ?? 0) + 1}`;
      else seen.set(prop.key, i);
    }
    const values = new Set<unknown>();
    const entries: unknown[] = Array.isArray(prop.values) ? prop.values : [];
    entries.forEach((entry, j) => {
      if (!entry || typeof entry !== 'object') return;
      const { value } = entry as { value?: unknown };
      if (values.has(value)) errors[`${here}.values.${j}.value`] ??= 'Valeur en double';
      values.add(value);
    });
    if (typeof prop.min === 'number' && typeof prop.max === 'number' && prop.min > prop.max) {
      errors[`${here}.max`] ??= 'Le maximum doit être supérieur ou égal au minimum';
    }
    if (prop.dataSource?.query !== undefined && typeof prop.dataSource.query === 'string' && prop.dataSource.query.trim()) {
      try {
        JSON.parse(prop.dataSource.query);
      } catch {
        errors[`${here}.dataSource.query`] ??= 'JSON invalide';
      }
    }
    ruleErrors(prop.propertiesList, `${here}.propertiesList`, errors);
    ruleErrors(prop.itemSchema?.propertiesList, `${here}.itemSchema.propertiesList`, errors);
  });
  return errors;
}

/** Every error of a schema record, by form path; empty when the server would accept it. */
export function validateSchemaRecord(record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const validate = validateSchema as CompiledValidator;
  if (!validate(record)) {
    for (const error of validate.errors ?? []) {
      const path = ajvPath(error) || '_';
      errors[path] ??= ajvMessage(error, path);
    }
  }
  return ruleErrors(record.propertiesList as PropertyDefinition[] | undefined, 'propertiesList', errors);
}

// The checks of a schema record and their French messages, for the schema editor and the server alike (spec 000 §5):
// the meta-schema (model/metaSchema.ts, compiled by each side: ahead of time in the console, whose page policy forbids
// eval; at start on the server), then the rules JSON Schema cannot say. Errors are keyed by the form path of the value.
import type { PropertyDefinition } from './metaSchema.js';
import { isHiddenFromSome } from './propertyVisibility.js';
import { visitProperties } from './propertyTree.js';

/** Form path ('propertiesList.2.values.0.value', '_' for the record itself) → French message. */
export type FieldErrors = Record<string, string>;

/** What this module needs of an Ajv error. */
export interface MetaSchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A compiled meta-schema validator (Ajv's, compiled at run time or ahead of time). */
export type MetaSchemaValidator = ((data: unknown) => boolean) & { errors?: MetaSchemaError[] | null };

/** Spec 001: the schema editor's message for an unknown property type. */
export const UNRECOGNIZED_TYPE = 'Unrecognized property type';

const PATTERN_HINTS: Record<string, string> = {
  _id: 'Lettres, chiffres et « _ », en commençant par une lettre',
  key: 'Lettres, chiffres et « _ », sans commencer par un chiffre',
  plural: 'Minuscules, chiffres et tirets (par exemple « mes-podcasts »)',
  customApiPath: 'Minuscules, chiffres et tirets (par exemple « mes-podcasts »)',
  id: 'Minuscules, chiffres et tirets (par exemple « a-venir »)',
};

const NUMBER_KEYS = new Set(['min', 'max', 'length']);
const TYPE_KEYS = new Set(['type', 'itemType']);
const lastSegment = (path: string) => path.split('.').pop() ?? '';

/** The French message of one meta-schema error, given the form path of the value it concerns. */
export function metaSchemaMessage(error: MetaSchemaError, path: string): string {
  const limit = error.params.limit as number;
  const last = lastSegment(path);
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
      return PATTERN_HINTS[last] ?? 'Format incorrect';
    case 'enum':
      return TYPE_KEYS.has(last) ? UNRECOGNIZED_TYPE : 'Valeur non autorisée';
    case 'const':
      return 'Valeur non autorisée';
    case 'type':
      return NUMBER_KEYS.has(last) ? 'Nombre attendu' : 'Type de valeur incorrect';
    case 'additionalProperties':
      return `Propriété inconnue : ${String(error.params.additionalProperty)}`;
    default:
      return 'Valeur invalide';
  }
}

/** The form path of a meta-schema error: the instance path, down to the missing property of a `required` error. */
export function metaSchemaPath(error: MetaSchemaError): string {
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.join('.');
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Rules beyond JSON Schema: unique keys among siblings, unique enum values, min ≤ max, a data-source query in JSON, no
 * search on a property hidden from some reader, write-only at the top level only.
 */
export function schemaRuleErrors(props: readonly PropertyDefinition[] | undefined, errors: FieldErrors = {}): FieldErrors {
  const visitList = (list: readonly PropertyDefinition[], at: string) => {
    const seen = new Map<string, number>();
    list.forEach((prop, i) => {
      if (!prop || typeof prop !== 'object' || typeof prop.key !== 'string' || !prop.key) return;
      const first = seen.get(prop.key);
      if (first === undefined) seen.set(prop.key, i);
      else errors[`${at}.${i}.key`] ??= `Clé en double : « ${prop.key} » est déjà la clé de la propriété n° ${first + 1}`;
    });
  };
  visitProperties(
    props,
    (prop, { at, keys, depth }) => {
      const values = new Set<unknown>();
      (Array.isArray(prop.values) ? (prop.values as unknown[]) : []).forEach((entry, j) => {
        if (!entry || typeof entry !== 'object') return;
        const { value } = entry as { value?: unknown };
        if (values.has(value)) errors[`${at}.values.${j}.value`] ??= 'Valeur en double';
        values.add(value);
      });
      if (typeof prop.min === 'number' && typeof prop.max === 'number' && prop.min > prop.max) {
        errors[`${at}.max`] ??= 'Le maximum doit être supérieur ou égal au minimum';
      }
      const query = prop.dataSource?.query;
      if (typeof query === 'string' && query.trim() && !isJson(query)) errors[`${at}.dataSource.query`] ??= 'JSON invalide';
      // The search answers every reader of the type: a value some may not see would be found out by typing it.
      if (prop.searchable === true && isHiddenFromSome(prop)) {
        errors[`${at}.searchable`] ??=
          `La propriété « ${String(prop.key).slice(0, 100)} » n'est pas lue par tous (écriture seule ou réservée aux développeurs) : elle ne peut pas être recherchable`;
      }
      // A write-only value is hashed and never read back as a whole property; nested, it would be stored and read as is.
      if (prop.writeOnly === true && depth > 1) {
        errors[`${at}.writeOnly`] ??=
          `« ${keys.join('.').slice(0, 200)} » : une propriété en écriture seule ne peut être qu'au premier niveau du schéma`;
      }
    },
    { visitList },
  );
  return errors;
}

/** Every error of a schema record, by form path; empty when it may be saved. */
export function schemaRecordErrors(validate: MetaSchemaValidator, record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (!validate(record)) {
    for (const error of validate.errors ?? []) {
      const path = metaSchemaPath(error) || '_';
      errors[path] ??= metaSchemaMessage(error, path);
    }
  }
  return schemaRuleErrors(record.propertiesList as PropertyDefinition[] | undefined, errors);
}

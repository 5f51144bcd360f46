// A JSON Schema refusal (ajv) in French, as a person reads it: the field by its dotted name, never a JSON pointer, and
// ajv-i18n's reason with JSON Schema's type names in French. Route schemas (plugins/errors.ts) and job parameters
// (jobs/service.ts) both answer with it.
import type { ErrorObject } from 'ajv';
import localizeFr from 'ajv-i18n/localize/fr/index.js';

const TYPES: Record<string, string> = {
  string: 'un texte',
  integer: 'un nombre entier',
  number: 'un nombre',
  boolean: 'vrai ou faux',
  object: 'un objet',
  array: 'une liste',
  null: 'vide',
};

const FORMATS: Record<string, string> = {
  uuid: 'un identifiant UUID',
  date: 'une date AAAA-MM-JJ',
  'date-time': 'une date et une heure ISO 8601',
  email: 'une adresse e-mail',
  uri: 'une adresse web',
};

/** The field an error is about, dotted (`params.windowSeconds`), or '' for the whole value. */
export function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  // A key refused by `propertyNames` (ajv names it beside the params).
  const named = (error as { propertyName?: string }).propertyName;
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = params.missingProperty ?? params.additionalProperty ?? named;
  return [...path, ...(extra === undefined ? [] : [String(extra)])].join('.');
}

/** « field » and why, in French: `« limit » doit être un nombre entier`. */
export function frenchSchemaError(error: ErrorObject): string {
  const field = fieldOf(error).slice(0, 60);
  let reason: string;
  if (error.keyword === 'type') {
    const types = String((error.params as { type?: string }).type ?? '').split(',');
    reason = `doit être ${types.map((t) => TYPES[t] ?? t).join(' ou ')}`;
  } else if (error.keyword === 'additionalProperties' || (error as { propertyName?: string }).propertyName !== undefined) {
    reason = "n'est pas attendu";
  } else if (error.keyword === 'required') {
    reason = 'est obligatoire';
  } else if (error.keyword === 'pattern') {
    // A regular expression is no explanation for a person.
    reason = "n'a pas la forme attendue (caractères ou longueur)";
  } else if (error.keyword === 'format') {
    const format = String((error.params as { format?: string }).format);
    reason = `doit être ${FORMATS[format] ?? `au format ${format}`}`;
  } else {
    const copy = [{ ...error }];
    localizeFr(copy);
    reason = copy[0].message ?? 'invalide';
  }
  return field ? `« ${field} » ${reason}` : reason;
}

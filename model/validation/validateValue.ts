// One value against one property: normalise, then required / empty, then the type's own check.
import type { PropertyDefinition } from '../metaSchema.js';
import { validators } from './registry.js';
import type { PropertyValidator, ValidationContext, ValueCheck } from './types.js';
import { fail, isBlank, ok } from './util.js';

export const requiredMessage = (prop: PropertyDefinition): string => (prop.type === 'object' ? 'Objet requis' : 'Ce champ est requis');

// Own keys only: a bad schema's type 'constructor' must not reach Object.prototype.
const validatorOf = (prop: PropertyDefinition): PropertyValidator | undefined =>
  Object.hasOwn(validators, prop.type) ? validators[prop.type] : undefined;

/** The stored shape of a value, before any check (conditions compare normalised values). */
export function normalizeValue(prop: PropertyDefinition, value: unknown): unknown {
  const normalize = validatorOf(prop)?.normalize;
  return normalize ? normalize(value, prop) : value;
}

/** `record` is the whole record, handed to validators through the context. An empty value gives null. */
export function validateValue(prop: PropertyDefinition, value: unknown, record: Record<string, unknown> = {}): ValueCheck {
  const validator = validatorOf(prop);
  if (!validator) return fail(`Type de propriété inconnu : ${String(prop.type)}`);
  const normalized = normalizeValue(prop, value);
  if ((validator.isEmpty ?? isBlank)(normalized)) return prop.required ? fail(requiredMessage(prop)) : ok(null);
  const ctx: ValidationContext = { record, validateNested: (p, v) => validateValue(p, v, record) };
  return validator.check(normalized, prop, ctx);
}

// int and float (spec 000 §5): the form clamps and rounds; the validator reports what the server would refuse.
import type { PropertyDefinition } from '../../metaSchema.js';
import type { PropertyValidator } from '../types.js';
import { fail, ok } from '../util.js';

// A decimal comma is accepted: French users type "3,5".
const NUMERIC = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i;

/** Form text to number: '' → null, numeric text → number, anything else unchanged (then refused). */
export function parseNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMERIC.test(text) ? Number(text.replace(',', '.')) : value;
}

/** The value the number input keeps: within min / max, an integer for int, 2 decimals for float. */
export function clampNumber(value: number, prop: PropertyDefinition): number {
  let n = value;
  if (prop.min !== undefined) n = Math.max(n, prop.min);
  if (prop.max !== undefined) n = Math.min(n, prop.max);
  if (prop.type === 'int') return Math.round(n);
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

function numberValidator(integer: boolean): PropertyValidator {
  return {
    normalize: parseNumber,
    check: (value, prop) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('Doit être un nombre');
      if (integer && !Number.isInteger(value)) return fail('Doit être un entier');
      if (prop.min !== undefined && value < prop.min) return fail(`Doit être au moins ${prop.min}`);
      if (prop.max !== undefined && value > prop.max) return fail(`Doit être au plus ${prop.max}`);
      return ok(value);
    },
  };
}

export const intValidator = numberValidator(true);
export const floatValidator = numberValidator(false);

// The old platform's dumps are mongoexport's (MongoDB Extended JSON, relaxed or canonical): an id is {"$oid": "…"},
// a date {"$date": …}, a 64-bit integer {"$numberLong": "…"}. An import reads them as the console stores them: ids
// as text, dates as unix seconds, numbers as numbers. Keys that would reach an object's prototype are refused.
import { isObject } from '../isObject.js';

export class RowError extends Error {}

/** Keys that, assigned on a plain object, would change its prototype or shadow it: never a property's key. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deeper than any schema nests: a row deeper still is refused rather than walked. */
const MAX_DEPTH = 32;

export const isForbiddenKey = (key: string): boolean => FORBIDDEN_KEYS.has(key);

function dateSeconds(value: unknown): number {
  const inner = isObject(value) && '$numberLong' in value ? Number(value.$numberLong) : value;
  const ms = typeof inner === 'number' ? inner : typeof inner === 'string' ? Date.parse(inner) : NaN;
  if (!Number.isFinite(ms)) throw new RowError('Date étendue ($date) illisible');
  return Math.round(ms / 1000);
}

function numberOf(text: unknown, what: string): number {
  const n = typeof text === 'string' ? Number(text) : NaN;
  if (!Number.isFinite(n)) throw new RowError(`Nombre étendu (${what}) illisible`);
  return n;
}

/** One wrapper ({"$oid": …}) as its plain value; undefined when `value` is no wrapper. */
function unwrapped(value: Record<string, unknown>): { value: unknown } | undefined {
  const keys = Object.keys(value);
  if (keys.length !== 1 || !keys[0].startsWith('$')) return undefined;
  const inner = value[keys[0]];
  switch (keys[0]) {
    case '$oid':
      if (typeof inner !== 'string') throw new RowError('Identifiant étendu ($oid) illisible');
      return { value: inner };
    case '$date':
      return { value: dateSeconds(inner) };
    case '$numberLong':
    case '$numberInt':
    case '$numberDouble':
    case '$numberDecimal':
      return { value: numberOf(inner, keys[0]) };
    default:
      throw new RowError(`Clé « ${keys[0].slice(0, 40)} » refusée (valeur MongoDB non prise en charge)`);
  }
}

/**
 * A parsed JSON value with its extended-JSON wrappers replaced by plain values, in a fresh object without prototype
 * tricks; throws a RowError (French) on a forbidden key, a `$` key or a value nested too deep.
 */
export function decodeExtendedJson(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new RowError(`Valeur imbriquée sur plus de ${MAX_DEPTH} niveaux`);
  if (Array.isArray(value)) return value.map((item) => decodeExtendedJson(item, depth + 1));
  if (!isObject(value)) return value;
  const plain = unwrapped(value);
  if (plain) return plain.value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isForbiddenKey(key)) throw new RowError(`Clé « ${key} » refusée`);
    if (key.startsWith('$')) throw new RowError(`Clé « ${key.slice(0, 40)} » refusée (opérateur MongoDB)`);
    out[key] = decodeExtendedJson(inner, depth + 1);
  }
  return out;
}

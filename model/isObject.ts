// The object guards the whole code base shares (model, server and front).

/** Any non-null object but an array: Dates and class instances count too. */
export const isObject = <T extends object = Record<string, unknown>>(v: unknown): v is T => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object: not an array, not a Date or other class instance (its prototype is Object.prototype or null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!isObject(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

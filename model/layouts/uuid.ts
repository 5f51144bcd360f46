// Identifier factory, injected into the operations that create rows, groups or copies so tests stay deterministic.

export type UuidFactory = () => string;

/** Random RFC 4122 v4 identifiers (Web Crypto, present in browsers and Node ≥ 19). */
export const randomUuid: UuidFactory = () => globalThis.crypto.randomUUID();

/** 'prefix-1', 'prefix-2', … : for tests and fixtures. */
export function counterUuid(prefix = 'id'): UuidFactory {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

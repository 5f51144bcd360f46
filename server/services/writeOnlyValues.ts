// Write-only values (passwords): stored as hashes, never read back; hashed before a write, outside its transaction.
// A type's hooks may keep some unhashed (`keepsWriteOnly`: a secret the server must send on, as an OpenID client
// secret): those are never read back either, and stored encrypted by the type's hooks (storage/secretBox.ts).
import type { DataSchema } from '../../model/metaSchema.js';
import { hashPassword, isPasswordHash } from './passwords.js';

/** Each plain value of a body's write-only properties, with its hash. */
export type Hashes = ReadonlyMap<string, string>;

export const writeOnlyKeys = (schema: DataSchema): Set<string> => new Set(schema.propertiesList.filter((p) => p.writeOnly).map((p) => p.key));

/** Hashing is slow by design: it is done before the write's transaction, so that no row lock is held meanwhile. */
export async function hashWriteOnly(schema: DataSchema, body: Record<string, unknown>, kept: ReadonlySet<string>): Promise<Hashes> {
  const hashes = new Map<string, string>();
  for (const key of writeOnlyKeys(schema)) {
    if (kept.has(key)) continue;
    const value = body[key];
    if (typeof value === 'string' && value && !isPasswordHash(value) && !hashes.has(value)) hashes.set(value, await hashPassword(value));
  }
  return hashes;
}

export const unhashed = (key: string): never => {
  throw new Error(`write-only value of ${key} changed by its validation: it was not hashed`);
};

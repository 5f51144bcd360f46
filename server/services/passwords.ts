// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum, which isolatedModules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && value.startsWith('$argon2');

// Verified against when the login is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!isPasswordHash(storedHash)) {
    dummyHash ??= hashPassword('mot-de-passe-inexistant');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

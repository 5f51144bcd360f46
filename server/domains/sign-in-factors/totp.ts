// TOTP (RFC 6238, otplib) and recovery codes: pure helpers, the storage decides single use.
import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** One period either side: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, login: string, issuer: string): string => generateURI({ issuer, label: login, secret });

/** The time step of a right code later than `afterStep`, or undefined (wrong, or already used: a replay). */
export async function acceptedStep(secret: string, code: string, afterStep: number): Promise<number | undefined> {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: afterStep || undefined }).catch(
    () => undefined,
  );
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** A TOTP code's shape; anything else typed in the code field is tried as a recovery code. */
export const isTotpCode = (code: string): boolean => /^[0-9]{6}$/.test(code.replace(/\s/g, ''));

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters (about 49 bits each), shown once as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Stored hashed: random codes need no slow hash; case, spaces and dashes as typed change nothing. */
export const hashRecoveryCode = (code: string): Buffer =>
  crypto
    .createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest();

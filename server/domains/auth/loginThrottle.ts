// Failed logins counted per client address, per account and per (account, address), so brute force meets a 429
// without locking the owner out (OWASP advises against hard lockout): once an account has had too many failures,
// only the addresses that failed on it are stopped; a fresh address may still try, and each failure stops it too.
// The counts live in PostgreSQL (storage/rateLimits.ts): every server of the database enforces the same limits.
// Every password the server checks (the login, the login-as confirmation) goes through checkPassword: no check of a
// password escapes the counts (loginThrottle.test.ts fails on a verifyPassword called elsewhere).
import type { Queryable } from '../../storage/db.js';
import { clearHits, countHits, recordHits } from '../../storage/rateLimits.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from '../../services/passwords.js';

const WINDOW_MS = 15 * 60_000;
/** An account is under attack from `account` failures; an address stops after `pair` on one account or `ip` on any. */
export const MAX_FAILURES = { account: 10, pair: 10, ip: 50 };

export type Blocked = 'ip' | 'account' | undefined;

export interface FailureCounts {
  /** Failures from this address, on any account. */
  ip: number;
  /** Failures on this account, from any address. */
  account: number;
  /** Failures on this account from this address. */
  pair: number;
}

/** The rule on the counts of the last 15 minutes. */
export function verdict({ ip, account, pair }: FailureCounts): Blocked {
  if (ip >= MAX_FAILURES.ip) return 'ip';
  if (pair >= MAX_FAILURES.pair || (pair > 0 && account >= MAX_FAILURES.account)) return 'account';
  return undefined;
}

/** The French 429 of a blocked check (the account's own words tell how it ends). */
export const tooManyAttempts = (blocked: 'ip' | 'account'): AppError =>
  new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    blocked === 'ip'
      ? 'Trop de tentatives de connexion depuis cette adresse : réessayez dans 15 minutes'
      : 'Trop de tentatives de connexion sur ce compte depuis cette adresse : réessayez dans 15 minutes, ou demandez à un super administrateur de débloquer le compte',
  );

/** Accounts are keyed as typed by nobody: lower-cased and trimmed, so case or spaces change nothing. */
const accountKey = (login: string) => login.trim().toLowerCase();
const ACCOUNT = 'login';
const ADDRESS = 'login-ip';

export class LoginThrottle {
  constructor(private db: Queryable) {}

  /**
   * Checks `password` against the account's stored hash, unless this address is blocked on it (then the right password
   * is refused too, and not even tried); a wrong one is counted. The caller forgets the failures with succeed().
   */
  async checkPassword(login: string, ip: string, storedHash: string | undefined, password: string): Promise<'ok' | 'wrong' | 'ip' | 'account'> {
    const blocked = await this.isBlocked(login, ip);
    if (blocked) return blocked;
    if (await verifyPassword(storedHash, password)) return 'ok';
    await this.fail(login, ip);
    return 'wrong';
  }

  /**
   * A second factor (TOTP code, recovery code, passkey) under the same counts as passwords (design.md §5): refused
   * unchecked when blocked, and a wrong one is a failed attempt. `check` answers whether the factor is right.
   */
  async checkFactor(login: string, ip: string, check: () => Promise<boolean>): Promise<'ok' | 'wrong' | 'ip' | 'account'> {
    const blocked = await this.isBlocked(login, ip);
    if (blocked) return blocked;
    if (await check()) return 'ok';
    await this.fail(login, ip);
    return 'wrong';
  }

  /** Whether an address failed too often on any account (a sign-in that names no account yet: an SSO callback). */
  async addressBlocked(ip: string): Promise<boolean> {
    return (await countHits(this.db, { bucket: ADDRESS, subject: ip }, WINDOW_MS)).count >= MAX_FAILURES.ip;
  }

  /** A failure that names no account (an SSO callback with a bad state or token): the address's count only. */
  async failFromAddress(ip: string): Promise<void> {
    await recordHits(this.db, [{ bucket: ADDRESS, subject: ip }], WINDOW_MS);
  }

  private async isBlocked(login: string, ip: string): Promise<Blocked> {
    const account = accountKey(login);
    const [fromIp, onAccount, pair] = await Promise.all([
      countHits(this.db, { bucket: ADDRESS, subject: ip }, WINDOW_MS),
      countHits(this.db, { bucket: ACCOUNT, subject: account }, WINDOW_MS),
      countHits(this.db, { bucket: ACCOUNT, subject: account, detail: ip }, WINDOW_MS),
    ]);
    return verdict({ ip: fromIp.count, account: onAccount.count, pair: pair.count });
  }

  async fail(login: string, ip: string): Promise<void> {
    await recordHits(
      this.db,
      [
        { bucket: ACCOUNT, subject: accountKey(login), detail: ip },
        { bucket: ADDRESS, subject: ip },
      ],
      WINDOW_MS,
    );
  }

  /** The owner got in from this address: its failures on the account are forgotten (the other addresses' stay). */
  async succeed(login: string, ip: string): Promise<void> {
    await clearHits(this.db, { bucket: ACCOUNT, subject: accountKey(login), detail: ip });
  }

  /** A super administrator's unlock: every address may try this account again. */
  async unlock(login: string): Promise<void> {
    await clearHits(this.db, { bucket: ACCOUNT, subject: accountKey(login) });
  }
}

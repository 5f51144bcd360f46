// Failed logins counted per client address, per account and per (account, address), so brute force meets a 429
// without locking the owner out (OWASP advises against hard lockout): once an account has had too many failures,
// only the addresses that failed on it are stopped; a fresh address may still try, and each failure stops it too.
const WINDOW_MS = 15 * 60_000;
/** An account is under attack from `login` failures; an address stops after `pair` on one account or `ip` on any. */
const MAX_FAILURES = { login: 10, pair: 10, ip: 50 };
const MAX_KEYS = 100_000;

export type Blocked = 'ip' | 'account' | undefined;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Accounts are keyed as typed by nobody: lower-cased and trimmed, so case or spaces change nothing. */
  private keys(login: string, ip: string) {
    const account = login.trim().toLowerCase();
    return { login: `login:${account}`, pair: `pair:${account}\n${ip}`, ip: `ip:${ip}` };
  }

  isBlocked(login: string, ip: string, now = Date.now()): Blocked {
    const k = this.keys(login, ip);
    if (this.recent(k.ip, now).length >= MAX_FAILURES.ip) return 'ip';
    const pair = this.recent(k.pair, now).length;
    if (pair >= MAX_FAILURES.pair || (pair > 0 && this.recent(k.login, now).length >= MAX_FAILURES.login)) return 'account';
    return undefined;
  }

  fail(login: string, ip: string, now = Date.now()): void {
    if (this.failures.size > MAX_KEYS) this.failures.clear();
    for (const k of Object.values(this.keys(login, ip))) this.failures.set(k, [...this.recent(k, now), now]);
  }

  succeed(login: string, ip: string): void {
    const k = this.keys(login, ip);
    this.failures.delete(k.login);
    this.failures.delete(k.pair);
  }

  /** A super administrator's unlock: every address may try this account again. */
  unlock(login: string): void {
    const k = this.keys(login, '');
    this.failures.delete(k.login);
    for (const key of this.failures.keys()) if (key.startsWith(k.pair)) this.failures.delete(key);
  }
}

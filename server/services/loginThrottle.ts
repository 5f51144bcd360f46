// Failed logins counted per account and per client address, so brute force meets a 429 either way.
const WINDOW_MS = 15 * 60_000;
/** Per account; a client address (an office behind one NAT) gets more before it is stopped. */
const MAX_FAILURES = { login: 10, ip: 50 };
const MAX_KEYS = 100_000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Accounts are keyed as typed by nobody: lower-cased and trimmed, so case or spaces change nothing. */
  private keys(login: string, ip: string): string[] {
    return [`login:${login.trim().toLowerCase()}`, `ip:${ip}`];
  }

  isBlocked(login: string, ip: string, now = Date.now()): boolean {
    const [byLogin, byIp] = this.keys(login, ip);
    return this.recent(byLogin, now).length >= MAX_FAILURES.login || this.recent(byIp, now).length >= MAX_FAILURES.ip;
  }

  fail(login: string, ip: string, now = Date.now()): void {
    if (this.failures.size > MAX_KEYS) this.failures.clear();
    for (const k of this.keys(login, ip)) this.failures.set(k, [...this.recent(k, now), now]);
  }

  succeed(login: string): void {
    this.failures.delete(this.keys(login, '')[0]);
  }
}

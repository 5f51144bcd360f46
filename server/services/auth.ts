// Login, sessions and the session user (spec 000 §3): random 256-bit tokens, stored hashed.
import crypto from 'node:crypto';
import type pg from 'pg';
import { RIGHT_FLAGS, type SessionUser } from '../../model/rights.js';
import { findAdminUserById, findAdminUserByLogin } from '../storage/adminUsers.js';
import { hasReadReplica } from '../storage/readReplica.js';
import * as sessions from '../storage/sessions.js';
import type { AuditService } from './audit.js';
import { AppError } from '../errors.js';
import { LoginThrottle, tooManyAttempts } from './loginThrottle.js';

export const hashToken = (token: string): Buffer => crypto.createHash('sha256').update(token).digest();

/** A session's key: its token's hash in hex (what its streams are counted by, and what ends it by id). */
export const sessionKeyOf = (token: string): string => hashToken(token).toString('hex');
const SESSION_KEY = /^[0-9a-f]{64}$/;

/** A session still live, as its live-event streams read it again: its user now, and how long until it ends unused. */
export interface LiveSession {
  user: SessionUser;
  remainingMs: number;
}

export function sessionUserOf(id: string, doc: Record<string, unknown>): SessionUser {
  const rights = (doc.rights ?? {}) as Record<string, unknown>;
  return {
    _id: id,
    login: String(doc.login ?? ''),
    isDeveloper: doc.isDeveloper === true,
    superAdmin: doc.superAdmin === true,
    siteIds: Array.isArray(doc.siteIds) ? doc.siteIds.filter((s): s is string => typeof s === 'string') : [],
    rights: Object.fromEntries(RIGHT_FLAGS.map((f) => [f, rights[f] === true])),
  };
}

/**
 * A sign-in method's rule on password logins (the SSO domain: an account that must sign in through its provider): the
 * refusal to give for an account whose password was right, or undefined. A refusal counts in the throttle.
 */
export type PasswordLoginGuard = (account: { id: string; doc: Record<string, unknown> }) => AppError | undefined;

export class AuthService {
  private throttle: LoginThrottle;
  private passwordGuards: PasswordLoginGuard[] = [];

  constructor(
    private pool: pg.Pool,
    private audit: AuditService,
    private idleMs: number,
    private maxMs: number,
  ) {
    this.throttle = new LoginThrottle(pool);
  }

  async login(login: unknown, password: unknown, ip: string): Promise<{ token: string; user: SessionUser }> {
    if (typeof login !== 'string' || typeof password !== 'string' || !login.trim() || !password || login.length > 200 || password.length > 1000) {
      throw new AppError(400, 'BAD_REQUEST', "Saisissez l'identifiant et le mot de passe");
    }
    // Unknown and known logins meet the same counters and the same words: no way to tell which accounts exist.
    const row = await findAdminUserByLogin(this.pool, login);
    const check = await this.throttle.checkPassword(login, ip, row?.doc.password as string | undefined, password);
    if (check === 'ip' || check === 'account') {
      await this.audit.record({ action: 'login_throttled', login: login.trim().slice(0, 200), ip });
      throw tooManyAttempts(check);
    }
    if (!row || check === 'wrong' || row.doc.disabled === true) {
      if (check === 'ok') await this.throttle.fail(login, ip);
      await this.audit.record({ action: 'login_failed', userId: row?.id, login: login.trim().slice(0, 200), ip });
      throw new AppError(401, 'BAD_CREDENTIALS', 'Identifiant ou mot de passe incorrect');
    }
    const refusal = this.passwordGuards.map((guard) => guard(row)).find(Boolean);
    if (refusal) {
      await this.throttle.fail(login, ip);
      await this.audit.record({ action: 'login_failed', userId: row.id, login: String(row.doc.login), ip, detail: { reason: refusal.code } });
      throw refusal;
    }
    await this.throttle.succeed(login, ip);
    await this.audit.record({ action: 'login', userId: row.id, login: String(row.doc.login), ip });
    return this.openSession(row);
  }

  /** A sign-in method adds its rule on password logins (see PasswordLoginGuard). */
  addPasswordGuard(guard: PasswordLoginGuard): void {
    this.passwordGuards.push(guard);
  }

  /** A new session for an account whose sign-in was checked (a password, or a provider's ID token): its token and user. */
  async openSession(row: {
    id: string;
    doc: Record<string, unknown>;
  }): Promise<{ token: string; user: SessionUser; tokenHash: Buffer; expiresAt: Date }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.maxMs);
    await sessions.insertSession(this.pool, hashToken(token), row.id, expiresAt);
    return { token, user: sessionUserOf(row.id, row.doc), tokenHash: hashToken(token), expiresAt };
  }

  /**
   * The user behind a session token, with when the session last wrote and the catalogue's version; undefined when the
   * session is over or the account is gone or disabled.
   */
  async sessionOf(token: string | undefined): Promise<{ user: SessionUser; wroteAt: Date | null; catalogueVersion: number } | undefined> {
    if (!token || token.length > 100) return undefined;
    const session = await sessions.touchSession(this.pool, hashToken(token), this.idleMs);
    if (!session?.userDoc || session.userDoc.disabled === true) return undefined;
    return { user: sessionUserOf(session.userId, session.userDoc), wroteAt: session.wroteAt, catalogueVersion: session.catalogueVersion };
  }

  /**
   * The session wrote: its next reads, on any server, wait for the read replica to have it (server/storage/readReplica.ts).
   * Without a replica every read is on the primary: the mark would cost each write a second commit for nothing.
   */
  async markWrite(token: string): Promise<void> {
    if (hasReadReplica(this.pool)) await sessions.markSessionWrite(this.pool, hashToken(token));
  }

  /** A super administrator lifts the login throttle of an account for every address. */
  async unlock(admin: SessionUser, userId: string, ip: string): Promise<void> {
    const row = await findAdminUserById(this.pool, userId);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Administrateur introuvable');
    await this.throttle.unlock(String(row.doc.login ?? ''));
    await this.audit.record({
      action: 'login_unlocked',
      userId: admin._id,
      login: admin.login,
      ip,
      siteId: 'global',
      cls: 'AdminUser',
      recordId: row.id,
    });
  }

  /**
   * The live sessions among some keys, with their users as they are now (an account disabled or archived has none);
   * read before each event a stream sends (services/streamSessions.ts).
   */
  async liveSessions(keys: readonly string[]): Promise<Map<string, LiveSession>> {
    const rows = await sessions.liveSessions(this.pool, keys, this.idleMs);
    const live = rows.filter((r) => r.userDoc && r.userDoc.disabled !== true);
    return new Map(live.map((r) => [r.key, { user: sessionUserOf(r.userId, r.userDoc!), remainingMs: r.remainingMs }]));
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.endSession(sessionKeyOf(token));
  }

  /** Ends one session by its key (logout; a sessions page's 'end this session'): its streams close on every server. */
  async endSession(key: string): Promise<void> {
    if (SESSION_KEY.test(key)) await sessions.deleteSession(this.pool, Buffer.from(key, 'hex'));
  }

  /** Ends the account's open sessions (deleted: a restored account starts from a new login), and their streams. */
  async endSessionsOf(userId: string): Promise<void> {
    await sessions.deleteUserSessions(this.pool, userId);
  }
}

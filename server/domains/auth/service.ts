// Login, sessions and the session user (spec 000 §3): random 256-bit tokens, stored hashed.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import { sessionUserOf } from '../../../model/sessionUser.js';
import { findAdminUserById, findAdminUserByLogin } from '../../storage/adminUsers.js';
import { hasReadReplica } from '../../storage/readReplica.js';
import * as sessions from '../../storage/sessions.js';
import type { AuditService } from '../audit/index.js';
import { AppError } from '../../errors.js';
import type { OpenSession, SessionStore } from '../../plugins/session.js';
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

/** How a session began (what 'Mes sessions' shows), and from where. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
  method: sessions.SignInMethod;
  /** The second factor was given at sign-in: the session starts recently verified. */
  verified?: boolean;
  /** More for the audit log's entry (the SSO provider). */
  detail?: Record<string, unknown>;
}

/**
 * A sign-in method's rule on the others (the SSO domain: an account that must sign in through its provider): the
 * refusal to give an account whose password, factor or passkey was right, or undefined. A refusal counts in the throttle.
 */
export type SignInGuard = (account: { id: string; doc: Record<string, unknown> }, method: sessions.SignInMethod) => AppError | undefined;

/** A right password is not enough for this account: the second step to take (server/domains/sign-in-factors). */
export interface SecondStep {
  step: 'factor' | 'setup';
  pendingToken: string;
  methods: string[];
  expiresAt: string;
}

/** Decides, after a right password, whether the account needs a second step; undefined: open the session now. */
export type SecondStepGate = (
  account: { id: string; doc: Record<string, unknown> },
  from: { ip: string; userAgent: string },
) => Promise<SecondStep | undefined>;

export type LoginResult = { token: string; user: SessionUser } | { secondStep: SecondStep };

export class AuthService implements SessionStore {
  private throttle: LoginThrottle;
  private secondStepGate?: SecondStepGate;
  private signInGuards: SignInGuard[] = [];

  constructor(
    private pool: pg.Pool,
    private audit: AuditService,
    private idleMs: number,
    private maxMs: number,
  ) {
    this.throttle = new LoginThrottle(pool);
  }

  /** The sign-in factors domain asks for a second step after the password (one gate: set once at start). */
  useSecondStep(gate: SecondStepGate): void {
    this.secondStepGate = gate;
  }

  async login(login: unknown, password: unknown, ip: string, userAgent = ''): Promise<LoginResult> {
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
    // Before any second step: an account that must use SSO gets no pending login either.
    await this.checkGuards(row, 'password', ip);
    await this.throttle.succeed(login, ip);
    const secondStep = await this.secondStepGate?.(row, { ip, userAgent });
    if (secondStep) {
      await this.audit.record({ action: 'login_password_ok', userId: row.id, login: String(row.doc.login), ip, detail: { next: secondStep.step } });
      return { secondStep };
    }
    return this.openSession(row, { ip, userAgent, method: 'password' });
  }

  /** A sign-in method adds its rule on every sign-in (see SignInGuard). */
  addSignInGuard(guard: SignInGuard): void {
    this.signInGuards.push(guard);
  }

  /** Throws the first guard's refusal, counted as a failed attempt and audited. */
  private async checkGuards(account: { id: string; doc: Record<string, unknown> }, method: sessions.SignInMethod, ip: string): Promise<void> {
    const refusal = this.signInGuards.map((guard) => guard(account, method)).find(Boolean);
    if (!refusal) return;
    const login = String(account.doc.login ?? '');
    await this.throttle.fail(login, ip);
    await this.audit.record({ action: 'login_failed', userId: account.id, login, ip, detail: { reason: refusal.code } });
    throw refusal;
  }

  /**
   * A new session for an account whose sign-in is complete (a password, a second factor, a passkey alone, a provider's
   * ID token); audited. Its token, user, token hash and end.
   */
  async openSession(
    account: { id: string; doc: Record<string, unknown> },
    from: SessionOrigin,
  ): Promise<{ token: string; user: SessionUser; tokenHash: Buffer; expiresAt: Date }> {
    // Every method's last gate: a passkey alone, or a factor after a password checked before the rule changed.
    await this.checkGuards(account, from.method, from.ip);
    const detail = { method: from.method, ...from.detail };
    await this.audit.record({ action: 'login', userId: account.id, login: String(account.doc.login), ip: from.ip, detail });
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.maxMs);
    await sessions.insertSession(this.pool, hashToken(token), account.id, expiresAt, from);
    return { token, user: sessionUserOf(account.id, account.doc), tokenHash: hashToken(token), expiresAt };
  }

  /**
   * The user behind a session token, with when the session last wrote and the catalogue's version; undefined when the
   * session is over or the account is gone or disabled.
   */
  async sessionOf(token: string | undefined): Promise<OpenSession | undefined> {
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
    await this.audit.onAdminUser(admin, ip, row.id, 'login_unlocked');
  }

  /**
   * The live sessions among some keys, with their users as they are now (an account disabled or archived has none);
   * read before each event a stream sends (domains/events/streamSessions.ts).
   */
  async liveSessions(keys: readonly string[]): Promise<Map<string, LiveSession>> {
    const rows = await sessions.liveSessions(this.pool, keys, this.idleMs);
    const live = rows.filter((r) => r.userDoc && r.userDoc.disabled !== true);
    return new Map(live.map((r) => [r.key, { user: sessionUserOf(r.userId, r.userDoc!), remainingMs: r.remainingMs }]));
  }

  async logout(token: string | undefined, ip = ''): Promise<void> {
    const userId = token ? await this.endSession(sessionKeyOf(token)) : undefined;
    if (userId) await this.audit.record({ action: 'logout', userId, ip });
  }

  /**
   * Ends one session by its key (logout; a sessions page's 'end this session'): its streams close on every server.
   * Answers the session's account, undefined when it had ended already.
   */
  async endSession(key: string): Promise<string | undefined> {
    return SESSION_KEY.test(key) ? sessions.deleteSession(this.pool, Buffer.from(key, 'hex')) : undefined;
  }

  /** Ends the account's open sessions (deleted: a restored account starts from a new login), and their streams. */
  async endSessionsOf(userId: string): Promise<void> {
    await sessions.deleteUserSessions(this.pool, userId);
  }
}

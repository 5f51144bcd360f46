// Signing in with a second factor (issue 32 §2): after a right password, an account with a factor gets a short-lived
// pending login (PostgreSQL, any server may finish it) that a TOTP code, a recovery code or a passkey completes; an
// account the policy requires a factor of, and that has none, sets one up first and gets no session before. A passkey
// alone also signs in. Every factor check counts in the login throttle (design.md §5): a wrong code is a failed attempt.
import crypto from 'node:crypto';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import { AppError } from '../../errors.js';
import type { AuditService } from '../audit/index.js';
import type { SecretBox } from '../../storage/secretBox.js';
import { hashToken, LoginThrottle, tooManyAttempts, type AuthService, type SecondStep } from '../auth/index.js';
import { findAdminUserById } from '../../storage/adminUsers.js';
import type { SignInMethod } from '../../storage/sessions.js';
import { challengeRefused, type OptionsJson, type Passkeys } from './passkeys.js';
import { mustHaveFactor, readPolicy } from './policy.js';
import * as storage from './storage.js';
import { acceptedStep, hashRecoveryCode, isTotpCode } from './totp.js';

/** Time to type a code or touch a key after the password. */
const PENDING_TTL_MS = 10 * 60_000;
/** A sensitive action needs the factor given within this time on the session. */
export const RECENT_MS = 5 * 60_000;

export const pendingUnknown = () =>
  new AppError(
    401,
    'PENDING_LOGIN_UNKNOWN',
    'Connexion en attente inconnue ou expirée : saisissez de nouveau votre identifiant et votre mot de passe',
  );
const wrongCode = () => new AppError(401, 'BAD_FACTOR', 'Code incorrect ou déjà utilisé');
const passkeyRefused = () => new AppError(401, 'BAD_FACTOR', "Clé d'accès refusée");
// Signed in already: a wrong factor is a 400, not a 401 (the console reads a 401 as a session that ended).
const wrongCodeInSession = () => new AppError(400, 'BAD_FACTOR', 'Code incorrect ou déjà utilisé', { code: 'Code incorrect ou déjà utilisé' });
const passkeyRefusedInSession = () => new AppError(400, 'BAD_FACTOR', "Clé d'accès refusée");
export const reauthRequired = () =>
  new AppError(403, 'REAUTH_REQUIRED', "Confirmez d'abord votre identité avec votre second facteur (code ou clé d'accès)");

export interface PendingStep extends storage.PendingLogin {
  hash: Buffer;
}

export interface Factors {
  totp: boolean;
  passkeys: number;
}

export class FactorService {
  readonly throttle: LoginThrottle;

  constructor(
    readonly pool: pg.Pool,
    readonly audit: AuditService,
    private auth: AuthService,
    readonly passkeys: Passkeys,
    readonly secrets: SecretBox,
  ) {
    this.throttle = new LoginThrottle(pool);
  }

  /** The TOTP secret of a stored row, decrypted (a wrong SECRETS_KEY: a French 503, not counted as a wrong code). */
  totpSecret(row: storage.TotpRow): string {
    return this.secrets.open(row.secret);
  }

  /**
   * Secrets stored plain before they were encrypted, or sealed under a key SECRETS_KEY replaced, are sealed under the
   * current key at start (each row once, whichever server first).
   */
  async resealSecrets(): Promise<void> {
    for (const row of await storage.totpSecrets(this.pool)) {
      const resealed = this.secrets.resealed(row.secret);
      if (resealed) await storage.resealTotp(this.pool, row.userId, row.secret, resealed);
    }
  }

  async factorsOf(userId: string): Promise<Factors> {
    const [totp, passkeys] = await Promise.all([storage.getTotp(this.pool, userId), storage.passkeysOf(this.pool, userId)]);
    return { totp: totp?.confirmed === true, passkeys: passkeys.length };
  }

  /** AuthService's second step after a right password (domains/auth/service.ts). */
  readonly gate = async (
    account: { id: string; doc: Record<string, unknown> },
    from: { ip: string; userAgent: string },
  ): Promise<SecondStep | undefined> => {
    const factors = await this.factorsOf(account.id);
    const methods = [...(factors.totp ? ['totp', 'recovery'] : []), ...(factors.passkeys ? ['passkey'] : [])];
    const setup = methods.length === 0;
    if (setup && !mustHaveFactor(await readPolicy(this.pool), account.doc)) return undefined;
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = await storage.insertPendingLogin(
      this.pool,
      hashToken(token),
      { userId: account.id, login: String(account.doc.login ?? ''), ip: from.ip, userAgent: from.userAgent, setup },
      PENDING_TTL_MS,
    );
    return {
      step: setup ? 'setup' : 'factor',
      pendingToken: token,
      methods: setup ? ['totp', 'passkey'] : methods,
      expiresAt: expiresAt.toISOString(),
    };
  };

  async pending(token: string, step: 'factor' | 'setup'): Promise<PendingStep> {
    const hash = hashToken(token);
    const pending = token.length <= 100 ? await storage.getPendingLogin(this.pool, hash) : undefined;
    if (!pending || pending.setup !== (step === 'setup')) throw pendingUnknown();
    return { ...pending, hash };
  }

  /** A TOTP code (once per time step) or an unused recovery code of the account: how it signed in, or undefined. */
  async checkCode(userId: string, raw: string): Promise<'totp' | 'recovery' | undefined> {
    const code = raw.replace(/\s/g, '');
    if (isTotpCode(code)) {
      const totp = await storage.getTotp(this.pool, userId);
      const step = totp?.confirmed ? await acceptedStep(this.totpSecret(totp), code, totp.lastStep) : undefined;
      return step !== undefined && (await storage.useTotpStep(this.pool, userId, step, false)) ? 'totp' : undefined;
    }
    return code.length <= 40 && (await storage.useRecoveryCode(this.pool, userId, hashRecoveryCode(code))) ? 'recovery' : undefined;
  }

  /** Runs a factor check under the throttle; a refusal is audited and thrown (429 when blocked, else `refusal`). */
  async throttled<T>(who: { login: string; userId?: string }, ip: string, check: () => Promise<T | undefined>, refusal: () => AppError): Promise<T> {
    let result: T | undefined;
    const verdict = await this.throttle.checkFactor(who.login, ip, async () => (result = await check()) !== undefined);
    if (verdict === 'ip' || verdict === 'account') {
      await this.audit.record({ action: 'login_throttled', userId: who.userId, login: who.login, ip });
      throw tooManyAttempts(verdict);
    }
    if (verdict === 'wrong' || result === undefined) {
      await this.audit.record({ action: 'factor_failed', userId: who.userId, login: who.login, ip });
      throw refusal();
    }
    return result;
  }

  async completeWithCode(pendingToken: string, code: string, ip: string) {
    const pending = await this.pending(pendingToken, 'factor');
    const how = await this.throttled(pending, ip, () => this.checkCode(pending.userId, code), wrongCode);
    if (how === 'recovery') await this.audit.record({ action: 'recovery_code_used', userId: pending.userId, login: pending.login, ip });
    return this.finish(pending, ip, how === 'totp' ? 'password+totp' : 'password+recovery');
  }

  /** The pending login becomes a session (once: a second request with the same token finds nothing). */
  async finish(pending: PendingStep, ip: string, method: SignInMethod) {
    const account = await findAdminUserById(this.pool, pending.userId);
    if (!account || account.doc.disabled === true || !(await storage.takePendingLogin(this.pool, pending.hash))) throw pendingUnknown();
    await this.throttle.succeed(pending.login, ip);
    return this.auth.openSession(account, { ip, userAgent: pending.userAgent, method, verified: true });
  }

  async passkeyOptions(pendingToken?: string): Promise<OptionsJson> {
    const pending = pendingToken === undefined ? undefined : await this.pending(pendingToken, 'factor');
    return this.passkeys.loginOptions(pending?.userId);
  }

  /**
   * A passkey's assertion: the second step of a pending login, or a sign-in by itself (`pendingToken` unset). An
   * unknown key, another account's, another origin, a lower sign count: one failed attempt and the same words.
   */
  async completeWithPasskey(response: AuthenticationResponseJSON, ip: string, userAgent: string, pendingToken?: string) {
    const pending = pendingToken === undefined ? undefined : await this.pending(pendingToken, 'factor');
    const taken = await this.passkeys.takeLoginChallenge(response);
    if (!taken || (pending && taken.userId !== pending.userId)) throw challengeRefused();
    const owner = await this.ownerOf(response.id);
    const who = pending ?? { login: String(owner?.doc.login ?? ''), userId: owner?.id };
    const expected = pending?.userId ?? taken.userId;
    await this.throttled(who, ip, () => this.passkeys.verifyLogin(response, taken.challenge, expected), passkeyRefused);
    if (pending) return this.finish(pending, ip, 'password+passkey');
    if (!owner || owner.doc.disabled === true) throw passkeyRefused();
    await this.throttle.succeed(who.login, ip);
    return this.auth.openSession(owner, { ip, userAgent, method: 'passkey', verified: true });
  }

  private async ownerOf(credentialId: unknown) {
    const passkey = typeof credentialId === 'string' && credentialId.length <= 1000 ? await storage.getPasskey(this.pool, credentialId) : undefined;
    return passkey && findAdminUserById(this.pool, passkey.userId);
  }

  /** Sensitive actions (login-as, one's own password, login or factors): the factor given on this session lately. */
  async requireRecent(userId: string, sessionToken: string | undefined): Promise<void> {
    const factors = await this.factorsOf(userId);
    if (!factors.totp && !factors.passkeys) return;
    const at = sessionToken && sessionToken.length <= 100 ? await storage.verifiedAt(this.pool, hashToken(sessionToken)) : null;
    if (!at || Date.now() - at.getTime() > RECENT_MS) throw reauthRequired();
  }

  async verifiedRecently(userId: string, sessionToken: string | undefined): Promise<boolean> {
    return this.requireRecent(userId, sessionToken).then(
      () => true,
      () => false,
    );
  }

  /** The factor given again on a session (a code, or a passkey assertion of this account). */
  async verifyAgain(user: SessionUser, sessionToken: string, ip: string, proof: { code?: string; passkey?: AuthenticationResponseJSON }) {
    const who = { login: user.login, userId: user._id };
    if (proof.passkey) {
      const taken = await this.passkeys.takeLoginChallenge(proof.passkey);
      if (!taken || taken.userId !== user._id) throw challengeRefused();
      await this.throttled(who, ip, () => this.passkeys.verifyLogin(proof.passkey!, taken.challenge, user._id), passkeyRefusedInSession);
    } else {
      await this.throttled(who, ip, () => this.checkCode(user._id, proof.code ?? ''), wrongCodeInSession);
    }
    await this.throttle.succeed(user.login, ip);
    await storage.markVerified(this.pool, hashToken(sessionToken));
    await this.audit.record({ action: 'factor_verified', userId: user._id, login: user.login, ip });
  }
}

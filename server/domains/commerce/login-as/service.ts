// Login-as (spec 001 §6): an administrator, after typing their own password again, opens the public site as a
// user. The token is signed (HMAC-SHA256), names the user, the site and the administrator, lives 60 seconds and is
// redeemed once by the front (POST …/commerce/login-as/redeem); every issue, refusal and use of a token it signed is
// audited, and a token it did not sign is a failed check of the caller's address (domains/auth/failedChecks.ts).
// Format (docs/integrations.md): `v1.{base64url(JSON payload)}.{base64url(HMAC-SHA256(secret, "v1." + payload))}`.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { SessionUser } from '../../../../model/rights.js';
import type { AuditService } from '../../audit/index.js';
import { LoginThrottle, tooManyAttempts, type CheckKind, type FailedChecks } from '../../auth/index.js';
import { AppError, badRequest } from '../../../errors.js';
import { findAdminUserById } from '../../../storage/adminUsers.js';
import { getState, setState } from '../../../storage/appState.js';
import { markLoginAsTokenUsed } from './storage.js';

export const LOGIN_AS_TTL_SECONDS = 60;

/** Tokens it did not sign, or that expired, an address may present in 15 minutes. */
export const LOGIN_AS_CHECK: CheckKind = {
  bucket: 'login-as-ip',
  max: 30,
  refusal: 'Trop de jetons de connexion refusés depuis cette adresse : réessayez dans 15 minutes',
  action: 'login_as_invalid',
};
const SECRET_KEY = 'commerce.loginAsSecret';

export interface LoginAsPayload {
  /** The User record. */
  sub: string;
  login: string;
  site: string;
  /** The administrator. */
  by: string;
  jti: string;
  iat: number;
  exp: number;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** `configured` (LOGIN_AS_SECRET), else one drawn at the first use and kept in the database (shared by every server on it). */
export async function loginAsSecret(pool: pg.Pool, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured);
  const stored = await getState(pool, SECRET_KEY);
  if (typeof stored === 'string') return Buffer.from(stored, 'base64url');
  await setState(pool, SECRET_KEY, crypto.randomBytes(32).toString('base64url'));
  return Buffer.from((await getState(pool, SECRET_KEY)) as string, 'base64url');
}

export function signLoginAs(secret: Buffer, payload: LoginAsPayload): string {
  const body = `v1.${b64(JSON.stringify(payload))}`;
  return `${body}.${b64(crypto.createHmac('sha256', secret).update(body).digest())}`;
}

/** The payload of a well-signed, unexpired token; undefined otherwise (whatever is wrong, nothing is told). */
export function verifyLoginAs(secret: Buffer, token: string, now = Math.floor(Date.now() / 1000)): LoginAsPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return undefined;
  const expected = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as LoginAsPayload;
    return typeof payload.exp === 'number' && payload.exp >= now ? payload : undefined;
  } catch {
    return undefined;
  }
}

const badLoginAsToken = () => new AppError(401, 'BAD_TOKEN', 'Jeton de connexion invalide, expiré ou déjà utilisé');

export class LoginAsService {
  private throttle: LoginThrottle;

  constructor(
    private pool: pg.Pool,
    private audit: AuditService,
    private failedChecks: FailedChecks,
    /** LOGIN_AS_SECRET (ServerConfig.loginAsSecret); none: the one kept in the database. */
    private secret: string | undefined,
  ) {
    this.throttle = new LoginThrottle(pool);
  }

  /**
   * Checks the administrator's own password, then issues a token for the user; the front's /login URL with it. The
   * password is checked under the login's throttle, on the same counts: a stolen session cannot guess it here instead.
   */
  async issue(admin: SessionUser, ip: string, siteId: string, origin: string, user: { id: string; login: string }, password: unknown) {
    const account = await findAdminUserById(this.pool, admin._id);
    const entry = { userId: admin._id, login: admin.login, ip, siteId, cls: 'User', recordId: user.id };
    const check =
      typeof password === 'string' && password.length <= 1000
        ? await this.throttle.checkPassword(admin.login, ip, account?.doc.password as string | undefined, password)
        : 'wrong';
    if (check === 'ip' || check === 'account') {
      await this.audit.record({ ...entry, action: 'login_throttled' });
      throw tooManyAttempts(check);
    }
    if (check === 'wrong') {
      await this.audit.record({ ...entry, action: 'login_as_refused' });
      throw badRequest('BAD_PASSWORD', 'Mot de passe incorrect', { password: 'Mot de passe incorrect' });
    }
    await this.throttle.succeed(admin.login, ip);
    const iat = Math.floor(Date.now() / 1000);
    const payload: LoginAsPayload = {
      sub: user.id,
      login: user.login,
      site: siteId,
      by: admin._id,
      jti: crypto.randomUUID(),
      iat,
      exp: iat + LOGIN_AS_TTL_SECONDS,
    };
    const token = signLoginAs(await loginAsSecret(this.pool, this.secret), payload);
    await this.audit.record({ ...entry, action: 'login_as', detail: { jti: payload.jti, exp: payload.exp } });
    return { url: `${origin}/login?loginAsToken=${encodeURIComponent(token)}`, token, expiresAt: new Date(payload.exp * 1000).toISOString() };
  }

  /** The front exchanges a token for the user it names, once. */
  async redeem(siteId: string, token: unknown, ip: string): Promise<{ userId: string; login: string }> {
    await this.failedChecks.check(LOGIN_AS_CHECK, ip);
    const payload = typeof token === 'string' && token.length <= 2000 ? verifyLoginAs(await loginAsSecret(this.pool, this.secret), token) : undefined;
    if (!payload) {
      await this.failedChecks.fail(LOGIN_AS_CHECK, ip, { siteId, cls: 'User' });
      throw badLoginAsToken();
    }
    const fresh = payload.site === siteId && (await markLoginAsTokenUsed(this.pool, payload.jti, new Date(payload.exp * 1000)));
    await this.audit.record({
      action: fresh ? 'login_as_used' : 'login_as_rejected',
      userId: payload.by,
      ip,
      siteId,
      cls: 'User',
      recordId: payload.sub,
      detail: { jti: payload.jti },
    });
    if (!fresh) throw badLoginAsToken();
    return { userId: payload.sub, login: payload.login };
  }
}

// One's own factors ('Sécurité' page): TOTP set up with a QR code and confirmed by a first code, ten recovery codes
// shown once, passkeys added, named and removed. Changing factors that exist asks for one of them again (RECENT_MS);
// removing the last one is refused while the policy requires one. Every change is audited.
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import QRCode from 'qrcode';
import type { SessionUser } from '../../../model/rights.js';
import { AppError, notFound } from '../../errors.js';
import { findAdminUserById } from '../../storage/adminUsers.js';
import { mustHaveFactor, readPolicy } from './policy.js';
import type { FactorService } from './service.js';
import * as storage from './storage.js';
import type { FactorStatus } from '../../../model/sign-in-factors/index.js';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri } from './totp.js';

export interface TotpSetup {
  secret: string;
  uri: string;
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: string;
}

const wrongCode = () =>
  new AppError(400, 'BAD_FACTOR', 'Code incorrect : saisissez le code à 6 chiffres affiché par l’application', { code: 'Code incorrect' });

export class AccountFactors {
  constructor(
    private factors: FactorService,
    private issuer: string,
  ) {}

  private get pool() {
    return this.factors.pool;
  }

  private audit(user: { _id: string; login: string }, ip: string, action: string, detail?: unknown) {
    return this.factors.audit.onAdminUser(user, ip, user._id, action, detail);
  }

  async status(user: SessionUser, sessionToken: string | undefined): Promise<FactorStatus> {
    const [totp, left, passkeys, account, verifiedRecently] = await Promise.all([
      storage.getTotp(this.pool, user._id),
      storage.countRecoveryCodesLeft(this.pool, user._id),
      storage.passkeysOf(this.pool, user._id),
      findAdminUserById(this.pool, user._id),
      this.factors.verifiedRecently(user._id, sessionToken),
    ]);
    return {
      totp: totp?.confirmed === true,
      recoveryCodesLeft: totp?.confirmed ? left : 0,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
      required: mustHaveFactor(await readPolicy(this.pool), account?.doc ?? {}),
      verifiedRecently,
    };
  }

  /** A new secret to scan; it becomes a factor only once a code confirms it. */
  async startTotp(user: { _id: string; login: string }, sessionToken: string | undefined, duringSignIn = false): Promise<TotpSetup> {
    // During a sign-in the account has no factor yet (the password was just checked).
    if (!duringSignIn) await this.factors.requireRecent(user._id, sessionToken);
    const secret = newTotpSecret();
    if (!(await storage.putPendingTotp(this.pool, user._id, this.factors.secrets.seal(secret)))) {
      throw new AppError(409, 'TOTP_ON', "L'application d'authentification est déjà activée : désactivez-la d'abord pour en changer");
    }
    const uri = totpUri(secret, user.login, this.issuer);
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }) };
  }

  /** The first code turns TOTP on (counted as any factor check), and draws the ten recovery codes, shown this once. */
  async confirmTotp(user: { _id: string; login: string }, code: string, ip: string): Promise<{ recoveryCodes: string[] }> {
    await this.factors.throttled(
      { login: user.login, userId: user._id },
      ip,
      async () => {
        const totp = await storage.getTotp(this.pool, user._id);
        if (!totp || totp.confirmed) return undefined;
        const step = await acceptedStep(this.factors.totpSecret(totp), code.replace(/\s/g, ''), totp.lastStep);
        return step !== undefined && (await storage.useTotpStep(this.pool, user._id, step, true)) ? true : undefined;
      },
      wrongCode,
    );
    const recoveryCodes = await this.drawRecoveryCodes(user._id);
    await this.audit(user, ip, 'factor_added', { factor: 'totp' });
    return { recoveryCodes };
  }

  async removeTotp(user: SessionUser, sessionToken: string | undefined, ip: string): Promise<void> {
    await this.factors.requireRecent(user._id, sessionToken);
    const factors = await this.factors.factorsOf(user._id);
    if (!factors.totp) throw notFound("L'application d'authentification n'est pas activée");
    await this.refuseLastFactor(user, factors.passkeys === 0);
    await storage.deleteTotp(this.pool, user._id);
    await this.audit(user, ip, 'factor_removed', { factor: 'totp' });
  }

  async renewRecoveryCodes(user: SessionUser, sessionToken: string | undefined, ip: string): Promise<{ recoveryCodes: string[] }> {
    await this.factors.requireRecent(user._id, sessionToken);
    if (!(await this.factors.factorsOf(user._id)).totp) throw new AppError(409, 'TOTP_OFF', "Activez d'abord l'application d'authentification");
    const recoveryCodes = await this.drawRecoveryCodes(user._id);
    await this.audit(user, ip, 'recovery_codes_renewed');
    return { recoveryCodes };
  }

  private async drawRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await storage.replaceRecoveryCodes(this.pool, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  /** `duringSignIn`: the forced set-up of a pending login (the account has no factor to give again). */
  async passkeyOptions(user: { _id: string; login: string }, sessionToken: string | undefined, duringSignIn = false) {
    if (!duringSignIn) await this.factors.requireRecent(user._id, sessionToken);
    return this.factors.passkeys.registrationOptions({ id: user._id, login: user.login });
  }

  async addPasskey(
    user: { _id: string; login: string },
    sessionToken: string | undefined,
    name: string,
    response: RegistrationResponseJSON,
    ip: string,
    duringSignIn = false,
  ) {
    if (!duringSignIn) await this.factors.requireRecent(user._id, sessionToken);
    const passkey = await this.factors.passkeys.register(user._id, name.trim() || 'Clé d’accès', response);
    await this.audit(user, ip, 'factor_added', { factor: 'passkey', name: passkey.name });
    return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt.toISOString(), lastUsedAt: null };
  }

  async renamePasskey(user: SessionUser, id: string, name: string, ip: string): Promise<void> {
    const trimmed = name.trim();
    if (!trimmed) throw new AppError(400, 'BAD_REQUEST', 'Donnez un nom à la clé d’accès', { name: 'Obligatoire' });
    if (!(await storage.renamePasskey(this.pool, user._id, id, trimmed))) throw notFound('Clé d’accès introuvable');
    await this.audit(user, ip, 'passkey_renamed', { name: trimmed });
  }

  async removePasskey(user: SessionUser, sessionToken: string | undefined, id: string, ip: string): Promise<void> {
    await this.factors.requireRecent(user._id, sessionToken);
    const factors = await this.factors.factorsOf(user._id);
    await this.refuseLastFactor(user, !factors.totp && factors.passkeys === 1);
    if (!(await storage.deletePasskey(this.pool, user._id, id))) throw notFound('Clé d’accès introuvable');
    await this.audit(user, ip, 'factor_removed', { factor: 'passkey' });
  }

  /**
   * A super administrator removes another account's factors (its owner lost them): at its next sign-in the password
   * is enough again, or the policy walks it through a new factor. Its sessions end.
   */
  async resetFactors(admin: SessionUser, userId: string, ip: string, endSessions: (userId: string) => Promise<void>): Promise<void> {
    const account = await findAdminUserById(this.pool, userId);
    if (!account) throw notFound('Administrateur introuvable');
    const removed = await storage.deleteAllFactors(this.pool, userId);
    await endSessions(userId);
    await this.factors.audit.onAdminUser(admin, ip, userId, 'factors_reset', { removed });
  }

  private async refuseLastFactor(user: SessionUser, isLast: boolean): Promise<void> {
    const account = await findAdminUserById(this.pool, user._id);
    if (isLast && mustHaveFactor(await readPolicy(this.pool), account?.doc ?? {})) {
      throw new AppError(
        409,
        'FACTOR_REQUIRED',
        'La règle de connexion exige un second facteur pour votre compte : ajoutez-en un autre avant de retirer celui-ci',
      );
    }
  }
}

// Passkeys (WebAuthn, @simplewebauthn/server): registration and assertion checks. Challenges are stored in
// PostgreSQL with an expiry and taken once (any server may receive the answer); the relying party id and origins are
// the server's settings (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type pg from 'pg';
import { AppError } from '../../errors.js';
import * as storage from './storage.js';

export interface RelyingParty {
  rpId: string;
  rpName: string;
  origins: string[];
}

/** How long a challenge may be answered: the time to touch a key, with room. */
const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_PASSKEYS = 20;

export const challengeRefused = () => new AppError(400, 'PASSKEY_CHALLENGE', "Demande de clé d'accès expirée ou déjà utilisée : recommencez");

/** The challenge the browser signed, read from its client data (undefined when unreadable). */
export function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | undefined {
  const raw = response.response?.clientDataJSON;
  if (typeof raw !== 'string' || raw.length > 5000) return undefined;
  try {
    const challenge = (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Options as the routes answer them: a plain JSON object, passed as built. */
export type OptionsJson = Record<string, unknown>;

export class Passkeys {
  constructor(
    private pool: pg.Pool,
    private rp: RelyingParty,
  ) {}

  async registrationOptions(user: { id: string; login: string }): Promise<OptionsJson> {
    const existing = await storage.passkeysOf(this.pool, user.id);
    if (existing.length >= MAX_PASSKEYS) throw new AppError(409, 'TOO_MANY_PASSKEYS', `Au plus ${MAX_PASSKEYS} clés d'accès par compte`);
    const options = await generateRegistrationOptions({
      rpName: this.rp.rpName,
      rpID: this.rp.rpId,
      userName: user.login,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      // Discoverable: the key alone signs in, without typing the login.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await storage.insertChallenge(this.pool, options.challenge, 'register', user.id, CHALLENGE_TTL_MS);
    return { ...options };
  }

  /** Checks a new passkey's attestation against a challenge issued to this user, and keeps it under `name`. */
  async register(userId: string, name: string, response: RegistrationResponseJSON): Promise<storage.PasskeyRow> {
    const challenge = challengeOf(response);
    const taken = challenge && (await storage.takeChallenge(this.pool, challenge, 'register'));
    if (!taken || taken.userId !== userId) throw challengeRefused();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origins,
      expectedRPID: this.rp.rpId,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) throw new AppError(400, 'PASSKEY_REFUSED', "Clé d'accès refusée : elle n'a pas pu être vérifiée");
    const { credential } = verification.registrationInfo;
    const row = {
      id: credential.id,
      userId,
      name,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).map(String),
    };
    if (!(await storage.insertPasskey(this.pool, row))) throw new AppError(409, 'PASSKEY_EXISTS', 'Cette clé d’accès est déjà enregistrée');
    return { ...row, createdAt: new Date(), lastUsedAt: null };
  }

  /** Options to sign in: any discoverable passkey (`userId` unset), or one of this account's (second factor). */
  async loginOptions(userId?: string): Promise<OptionsJson> {
    const allow = userId ? await storage.passkeysOf(this.pool, userId) : [];
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      allowCredentials: allow.map((p) => ({ id: p.id, transports: p.transports })),
      userVerification: 'preferred',
    });
    await storage.insertChallenge(this.pool, options.challenge, 'login', userId ?? null, CHALLENGE_TTL_MS);
    return { ...options };
  }

  /**
   * The passkey that signed a login challenge, once checked: signature, origin, relying party, sign count (a count
   * not above the stored one means a cloned key), and that the challenge was issued for its account (or any). Undefined
   * whatever is wrong: the caller counts one failed attempt and says no more.
   */
  async verifyLogin(response: AuthenticationResponseJSON, challenge: string, challengeUser: string | null): Promise<storage.PasskeyRow | undefined> {
    const passkey = typeof response.id === 'string' && response.id.length <= 1000 ? await storage.getPasskey(this.pool, response.id) : undefined;
    if (!passkey || (challengeUser !== null && passkey.userId !== challengeUser)) return undefined;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.rp.origins,
      expectedRPID: this.rp.rpId,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    return (await storage.usePasskey(this.pool, passkey.id, verification.authenticationInfo.newCounter)) ? passkey : undefined;
  }

  /** Takes the login challenge a response answers (once); undefined when unknown, expired or used. */
  async takeLoginChallenge(response: AuthenticationResponseJSON): Promise<{ challenge: string; userId: string | null } | undefined> {
    const challenge = challengeOf(response);
    const taken = challenge && (await storage.takeChallenge(this.pool, challenge, 'login'));
    return taken ? { challenge, userId: taken.userId } : undefined;
  }
}

// Signing in through an OpenID provider (issue 32, part A): the flow's start and end, the account it matches or
// creates, its rights from the provider's groups (read again at each sign-in), and the provider's end-session address.
// Every sign-in, failure and refusal is audited as password logins are.
import crypto from 'node:crypto';
import { findAdminUserById, findAdminUserByLogin } from '../../storage/adminUsers.js';
import type pg from 'pg';
import { AppError } from '../../errors.js';
import type { AuditService } from '../audit/index.js';
import { LoginThrottle, tooManyAttempts, type AuthService } from '../auth/index.js';
import type { SchemaRegistry } from '../../services/schemaRegistry.js';
import { SecretBox } from '../../storage/secretBox.js';
import { accessFromGroups, groupsOf, providerOf, publicView, SSO_PROVIDER_TYPE, type SsoProvider } from './providers.js';
import { writeGlobalRecord } from './recordWrites.js';
import { ssoRefusal, type RelyingParty } from './relyingParty.js';
import * as store from './storage.js';

/** How long a sign-in may take at the provider (its login screen, a second factor there). */
const FLOW_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest();

export interface SsoServiceDeps {
  pool: pg.Pool;
  auth: AuthService;
  audit: AuditService;
  registry: SchemaRegistry;
  secrets: SecretBox;
  rp: RelyingParty;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  returnTo: string;
}

export class SsoService {
  private throttle: LoginThrottle;

  constructor(private deps: SsoServiceDeps) {
    this.throttle = new LoginThrottle(deps.pool);
  }

  /** The providers a login page offers (enabled ones), without anything secret. */
  async publicProviders() {
    const rows = await store.listProviderDocs(this.deps.pool);
    return rows
      .map((r) => providerOf(r.id, r.doc))
      .filter((p) => !p.disabled && p.issuer && p.clientId)
      .map(publicView);
  }

  private async provider(id: string): Promise<SsoProvider> {
    const row = await store.getProviderDoc(this.deps.pool, id);
    const provider = row && this.readable(row);
    if (!provider || provider.disabled || !provider.issuer || !provider.clientId) throw ssoRefusal('SSO_UNKNOWN_PROVIDER', 404);
    return provider;
  }

  /** A provider record with its client secret decrypted (refused in French under another SECRETS_KEY). */
  private readable(row: store.ProviderRow): SsoProvider {
    const provider = providerOf(row.id, row.doc);
    if (!provider.clientSecret) return provider;
    try {
      return { ...provider, clientSecret: this.deps.secrets.open(provider.clientSecret) };
    } catch {
      throw ssoRefusal('SSO_SECRET_UNREADABLE', 503);
    }
  }

  /**
   * Client secrets written before they were encrypted, or sealed under a key SECRETS_KEY replaced, are sealed under the
   * current key at start (a write of the record, audited).
   */
  async resealSecrets(): Promise<void> {
    for (const row of await store.listProviderDocs(this.deps.pool)) {
      const secret = row.doc.clientSecret;
      const resealed = typeof secret === 'string' && secret ? this.deps.secrets.resealed(secret) : undefined;
      if (!resealed) continue;
      const actor = { _id: 'console', login: 'console' };
      await writeGlobalRecord(this.deps.pool, this.deps.registry, actor, SSO_PROVIDER_TYPE, row.id, { clientSecret: resealed });
    }
  }

  /** Starts a sign-in: the provider's address to send the browser to, and the flow cookie that binds it to this browser. */
  async start(providerId: string, opts: { redirectUri: string; returnTo: string }): Promise<{ url: string; browserToken: string }> {
    const provider = await this.provider(providerId);
    const { url, checks } = await this.deps.rp.authorizationUrl(provider, opts.redirectUri);
    const browserToken = crypto.randomBytes(32).toString('base64url');
    await store.purgeExpired(this.deps.pool);
    await store.insertFlow(this.deps.pool, {
      ...checks,
      providerId,
      browserKey: sha256(browserToken),
      redirectUri: opts.redirectUri,
      returnTo: opts.returnTo,
      expiresAt: new Date(Date.now() + FLOW_TTL_MS),
    });
    return { url, browserToken };
  }

  /**
   * Ends a sign-in from the provider's answer (the callback's query); refusals are audited, thrown in French, and
   * counted in the login throttle as wrong passwords are (design.md §5): an address past the limit meets a 429 first.
   */
  async finish(providerId: string, query: URLSearchParams, browserToken: string | undefined, ip: string, userAgent: string): Promise<SignedIn> {
    if (await this.throttle.addressBlocked(ip)) {
      await this.deps.audit.record({ action: 'login_throttled', ip, detail: { method: 'sso', provider: providerId.slice(0, 100) } });
      throw tooManyAttempts('ip');
    }
    let login: string | undefined;
    try {
      const flow = await this.takeFlow(providerId, query.get('state'), browserToken);
      const provider = await this.provider(providerId);
      const callback = new URL(flow.redirectUri);
      callback.search = query.toString();
      const { claims, idToken } = await this.deps.rp.signIn(provider, callback, flow);
      login = typeof claims.email === 'string' ? claims.email.slice(0, 200) : undefined;
      const account = await this.account(provider, claims);
      const session = await this.deps.auth.openSession(account, { ip, userAgent, method: 'sso', detail: { provider: provider.id } });
      await this.throttle.succeed(String(account.doc.login ?? ''), ip);
      await store.insertProviderSession(this.deps.pool, session.tokenHash, provider.id, idToken, session.expiresAt);
      return { token: session.token, expiresAt: session.expiresAt, returnTo: flow.returnTo };
    } catch (err) {
      const refusal = err instanceof AppError ? err : ssoRefusal('SSO_FAILED', 502);
      // A provider or a server out of order (5xx) is nobody's failed attempt.
      if (refusal.status < 500) await (login ? this.throttle.fail(login, ip) : this.throttle.failFromAddress(ip));
      await this.deps.audit.record({
        action: 'login_failed',
        login,
        ip,
        detail: { method: 'sso', provider: providerId.slice(0, 100), reason: refusal.code },
      });
      throw refusal;
    }
  }

  /** The flow of this state, taken once; refused if unknown, used, expired, for another provider or another browser. */
  private async takeFlow(providerId: string, state: string | null, browserToken: string | undefined): Promise<store.FlowRow> {
    const flow = state ? await store.takeFlow(this.deps.pool, state) : undefined;
    if (!flow || flow.providerId !== providerId) throw ssoRefusal('SSO_BAD_STATE');
    if (flow.expiresAt.getTime() < Date.now()) throw ssoRefusal('SSO_EXPIRED_STATE');
    if (!browserToken || !crypto.timingSafeEqual(sha256(browserToken), flow.browserKey)) throw ssoRefusal('SSO_OTHER_BROWSER');
    return flow;
  }

  /**
   * The account of these claims: the one linked to the subject, else the one whose login is the verified e-mail, else
   * (when the provider may) a new one. An account the provider created gets its rights from the groups, every time.
   */
  private async account(provider: SsoProvider, claims: Record<string, unknown>): Promise<store.ProviderRow> {
    const { pool } = this.deps;
    const subject = typeof claims.sub === 'string' && claims.sub.length <= 255 ? claims.sub : undefined;
    if (!subject) throw ssoRefusal('SSO_INVALID_RESPONSE');
    const email = typeof claims.email === 'string' && claims.email.length <= 200 ? claims.email.trim() : undefined;
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    const linked = await store.findIdentity(pool, provider.id, subject);
    let row: store.ProviderRow | undefined;
    let created = linked?.createdAccount ?? false;
    if (linked) {
      row = await findAdminUserById(pool, linked.userId);
      if (!row) throw ssoRefusal('SSO_ACCOUNT_DISABLED', 403);
    } else {
      if (!email || !verified) throw ssoRefusal('SSO_UNVERIFIED_EMAIL', 403);
      row = await findAdminUserByLogin(pool, email);
      if (!row && !provider.allowAccountCreation) throw ssoRefusal('SSO_NO_ACCOUNT', 403);
      created = !row;
    }
    if (row?.doc.disabled === true) throw ssoRefusal('SSO_ACCOUNT_DISABLED', 403);
    if (created) row = await this.applyGroups(provider, claims, row, email!);
    await store.linkIdentity(pool, provider.id, subject, row!.id, created);
    return row!;
  }

  /** Rights and sites from the groups, written when they changed; none of the groups in the mapping: refused. */
  private async applyGroups(provider: SsoProvider, claims: Record<string, unknown>, row: store.ProviderRow | undefined, email: string) {
    const groups = groupsOf(claims, provider.groupsClaim);
    const access = accessFromGroups(provider.groupMappings, groups);
    const actor = { _id: `sso:${provider.id}`, login: `SSO ${provider.label}`.slice(0, 200) };
    const write = (changes: Record<string, unknown>) => writeGlobalRecord(this.deps.pool, this.deps.registry, actor, 'AdminUser', row?.id, changes);
    const none = { rights: {}, siteIds: [] };
    if (!access) {
      // The rights the groups gave are taken back at once, not only refused this time.
      if (row && (JSON.stringify(row.doc.rights ?? {}) !== '{}' || (row.doc.siteIds as unknown[] | undefined)?.length)) await write(none);
      throw ssoRefusal('SSO_NO_GROUP', 403);
    }
    const changes = { rights: access.rights, siteIds: access.siteIds };
    if (!row) {
      const id = await write({ login: email, isDeveloper: false, superAdmin: false, ...changes });
      return (await findAdminUserById(this.deps.pool, id))!;
    }
    if (JSON.stringify([row.doc.rights, row.doc.siteIds ?? []]) === JSON.stringify([changes.rights, changes.siteIds])) return row;
    await write(changes);
    return (await findAdminUserById(this.deps.pool, row.id))!;
  }

  /** Ends the session; answers the provider's end-session address when the session came from one that has it. */
  async logout(token: string | undefined, postLogoutRedirectUri: string): Promise<{ endSessionUrl?: string }> {
    const found = token ? await store.takeProviderSession(this.deps.pool, crypto.createHash('sha256').update(token).digest()) : undefined;
    await this.deps.auth.logout(token);
    if (!found) return {};
    const row = await store.getProviderDoc(this.deps.pool, found.providerId);
    if (!row) return {};
    let provider: SsoProvider;
    try {
      provider = this.readable(row);
    } catch {
      return {}; // the console's session is over; the provider's cannot be named without its client
    }
    const endSessionUrl = await this.deps.rp.endSessionUrl(provider, found.idToken, postLogoutRedirectUri);
    return endSessionUrl ? { endSessionUrl } : {};
  }

  /** The provider identities linked to an account ('Sécurité'). */
  identitiesOf(userId: string) {
    return store.identitiesOf(this.deps.pool, userId);
  }

  /**
   * Unlinks a company account from one's own console account (audited): its next sign-in there links it again only
   * through the provider's verified e-mail, as a first sign-in does.
   */
  async unlink(user: { _id: string; login: string }, ip: string, providerId: string, subject: string): Promise<void> {
    if (!(await store.unlinkIdentity(this.deps.pool, user._id, providerId, subject))) {
      throw new AppError(404, 'NOT_FOUND', "Ce compte d'entreprise n'est pas relié à votre compte");
    }
    await this.deps.audit.record({ action: 'sso_unlinked', userId: user._id, login: user.login, ip, detail: { provider: providerId, subject } });
  }

  /**
   * A super administrator unlinks a company account from another console account (an identity linked to the wrong
   * person, or a departing employee's): audited as theirs, naming the account.
   */
  async unlinkOf(admin: { _id: string; login: string }, ip: string, userId: string, providerId: string, subject: string): Promise<void> {
    if (!(await store.unlinkIdentity(this.deps.pool, userId, providerId, subject))) {
      throw new AppError(404, 'NOT_FOUND', "Ce compte d'entreprise n'est pas relié à ce compte");
    }
    await this.deps.audit.onAdminUser(admin, ip, userId, 'sso_unlinked', { provider: providerId, subject });
  }

  forget(providerId: string): void {
    this.deps.rp.forget(providerId);
  }
}

export { SSO_PROVIDER_TYPE };

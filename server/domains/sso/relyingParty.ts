// The console as an OpenID Connect relying party (openid-client): discovery of a configured issuer, the authorization
// address (code flow, PKCE S256, state, nonce) and the code's exchange, whose ID token openid-client checks (signature
// against the issuer's published keys, issuer, audience, expiry, nonce; the `iss` of the answer against mix-up).
// Only the issuers super administrators configured are ever contacted, and no redirect is followed (an issuer that
// sends elsewhere is refused): outbound requests go to configured addresses only.
import * as oidc from 'openid-client';
import { SSO_ERRORS, type SsoErrorCode } from '../../../model/sso/index.js';
import { AppError } from '../../errors.js';
import type { SsoProvider } from './providers.js';

const TIMEOUT_MS = 10_000;
/** Discovered metadata is kept a while per provider (its keys are fetched again by openid-client when they rotate). */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** http is allowed only on the loopback (the local simulator); any other issuer must be https. */
export const isLoopbackHttp = (url: URL): boolean => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const noRedirects: oidc.CustomFetch = (url, options) =>
  fetch(url, { ...options, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) } as RequestInit).then((res) => {
    if (res.status >= 300 && res.status < 400) throw ssoRefusal('SSO_REDIRECTED', 502);
    return res;
  });

/** A refused sign-in: its code and the French message of model/sso/index.ts. */
export const ssoRefusal = (code: SsoErrorCode, status = 401) => new AppError(status, code, SSO_ERRORS[code]);

/** A French refusal for what openid-client (oauth4webapi) throws: nothing of a refused token is trusted. */
export function frenchRefusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { cause?: unknown })?.cause instanceof AppError) return (err as { cause: AppError }).cause;
  const e = err as { code?: string; message?: string; error?: string; error_description?: string; cause?: { claim?: string; error?: string } };
  // openid-client wraps oauth4webapi's error: the claim and the precise words are on the one it wraps.
  const inner = (e.cause ?? {}) as { message?: string; cause?: { claim?: string } };
  const claim = inner.cause?.claim ?? e.cause?.claim;
  if (e.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'iss') return ssoRefusal('SSO_BAD_ISSUER');
  if (e.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'aud') return ssoRefusal('SSO_BAD_AUDIENCE');
  if (e.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'nonce') return ssoRefusal('SSO_BAD_NONCE');
  if (e.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return ssoRefusal('SSO_EXPIRED_TOKEN');
  if (/signature/i.test(`${e.message} ${inner.message}`) || e.code === 'OAUTH_KEY_SELECTION_FAILED') return ssoRefusal('SSO_BAD_SIGNATURE');
  if (e.code === 'OAUTH_RESPONSE_BODY_ERROR' && (e.error ?? e.cause?.error) === 'invalid_grant') return ssoRefusal('SSO_BAD_CODE');
  if (e.code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR') return ssoRefusal('SSO_DENIED');
  if (e.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' || e.code === 'OAUTH_INVALID_SERVER_METADATA') return ssoRefusal('SSO_BAD_PROVIDER', 502);
  if (e.code?.startsWith('OAUTH_')) return ssoRefusal('SSO_INVALID_RESPONSE');
  return ssoRefusal('SSO_UNREACHABLE', 502);
}

/** The checks a sign-in's end is held to, kept from its start (storage: sso_flows). */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export class RelyingParty {
  private discovered = new Map<string, { at: number; key: string; config: Promise<oidc.Configuration> }>();

  /** The issuer's configuration for a provider (discovered again when its issuer, client or secret changed). */
  private configuration(provider: SsoProvider): Promise<oidc.Configuration> {
    const key = JSON.stringify([provider.issuer, provider.clientId, provider.clientSecret]);
    const known = this.discovered.get(provider.id);
    if (known && known.key === key && Date.now() - known.at < DISCOVERY_TTL_MS) return known.config;
    const issuer = new URL(provider.issuer);
    const config = oidc
      .discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret ?? ''), {
        [oidc.customFetch]: noRedirects,
        timeout: TIMEOUT_MS / 1000,
        // The ID token's signature is checked against the issuer's published keys even though it came straight from
        // the token endpoint (openid-client would trust TLS alone): a forged token never passes.
        execute: [oidc.enableNonRepudiationChecks, ...(isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [])],
      })
      .catch((err: unknown) => {
        this.discovered.delete(provider.id);
        throw frenchRefusal(err);
      });
    this.discovered.set(provider.id, { at: Date.now(), key, config });
    return config;
  }

  forget(providerId: string): void {
    this.discovered.delete(providerId);
  }

  /** Where the browser is sent to sign in, and the checks its return is held to. */
  async authorizationUrl(provider: SsoProvider, redirectUri: string): Promise<{ url: string; checks: FlowChecks }> {
    const config = await this.configuration(provider);
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scopes,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /** The provider's answer (the callback's address) exchanged for checked ID token claims, with userinfo's added. */
  async signIn(provider: SsoProvider, callbackUrl: URL, checks: FlowChecks): Promise<{ claims: Record<string, unknown>; idToken: string }> {
    const config = await this.configuration(provider);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = { ...tokens.claims()! } as Record<string, unknown>;
      // Some providers give groups or e-mail only from userinfo; the ID token's subject must match it (openid-client).
      if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        for (const [k, v] of Object.entries(info)) if (!(k in claims)) claims[k] = v;
      }
      return { claims, idToken: tokens.id_token! };
    } catch (err) {
      throw frenchRefusal(err);
    }
  }

  /** The provider's end-session address for a session opened with `idToken`, if it has one. */
  async endSessionUrl(provider: SsoProvider, idToken: string, postLogoutRedirectUri: string): Promise<string | undefined> {
    const config = await this.configuration(provider).catch(() => undefined);
    if (!config?.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri }).href;
  }
}

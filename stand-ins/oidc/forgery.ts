// What a misbehaving provider sends (tests only, POST /_simulateur/forge): the next token answer's ID token is replaced
// by one with a claim changed, signed with the provider's own key, or signed with a key it does not publish.
import crypto from 'node:crypto';

export const FORGERIES = ['foreign-key', 'wrong-issuer', 'wrong-audience', 'expired', 'wrong-nonce', 'bad-signature'] as const;
export type Forgery = (typeof FORGERIES)[number];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(header: Record<string, unknown>, payload: Record<string, unknown>, key: crypto.KeyObject): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${crypto.sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** The ID token `idToken` (signed by the provider with `key`, RS256) changed as `forgery` says. */
export function forge(idToken: string, forgery: Forgery, key: crypto.KeyObject): string {
  const [h, p] = idToken.split('.');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  switch (forgery) {
    case 'foreign-key':
      // Same key id as the provider's, another key: only the signature check can tell.
      return sign(header, claims, crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    case 'bad-signature':
      return sign(header, { ...claims, email: 'intrus@exemple.fr' }, key).replace(/\.[^.]+$/, (s) => s.slice(0, -4) + 'AAAA');
    case 'wrong-issuer':
      return sign(header, { ...claims, iss: 'https://faux-fournisseur.exemple' }, key);
    case 'wrong-audience':
      return sign(header, { ...claims, aud: 'une-autre-application' }, key);
    case 'expired':
      return sign(header, { ...claims, iat: now - 7200, exp: now - 3600 }, key);
    case 'wrong-nonce':
      return sign(header, { ...claims, nonce: 'nonce-d-une-autre-connexion' }, key);
  }
}

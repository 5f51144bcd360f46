import { describe, expect, it } from 'vitest';
import { signLoginAs, verifyLoginAs, type LoginAsPayload } from './service.js';

const secret = Buffer.from('secret-de-test');
const payload: LoginAsPayload = { sub: 'user-1', login: 'a@example.com', site: 'demo', by: 'admin-1', jti: 'j1', iat: 1000, exp: 1060 };

describe('login-as tokens', () => {
  it('verifies a token it signed until it expires', () => {
    const token = signLoginAs(secret, payload);
    expect(token.startsWith('v1.')).toBe(true);
    expect(verifyLoginAs(secret, token, 1060)).toEqual(payload);
    expect(verifyLoginAs(secret, token, 1061)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered', () => {
    const token = signLoginAs(secret, payload);
    expect(verifyLoginAs(Buffer.from('autre'), token, 1000)).toBeUndefined();
    const [v, body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'user-2' })).toString('base64url');
    expect(verifyLoginAs(secret, `${v}.${forged}.${mac}`, 1000)).toBeUndefined();
    expect(verifyLoginAs(secret, `${v}.${body}`, 1000)).toBeUndefined();
  });
});

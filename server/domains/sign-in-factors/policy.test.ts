import { describe, expect, it } from 'vitest';
import { challengeOf } from './passkeys.js';
import { mustHaveFactor, NO_POLICY } from './policy.js';

describe('who must have a second factor', () => {
  const superAdmin = { superAdmin: true };
  const payments = { rights: { users: true } };
  const admin = { rights: { admin: true } };
  const editor = { rights: { contents: true } };

  it.each([
    [NO_POLICY, [false, false, false, false]],
    [{ ...NO_POLICY, superAdmins: true }, [true, false, false, false]],
    [{ ...NO_POLICY, sensitiveRights: true }, [true, true, true, false]],
    [{ ...NO_POLICY, everyone: true }, [true, true, true, true]],
  ])('%o', (policy, expected) => {
    expect([superAdmin, payments, admin, editor].map((doc) => mustHaveFactor(policy, doc))).toEqual(expected);
  });
});

describe("a passkey answer's challenge", () => {
  const clientData = (value: unknown) => ({ response: { clientDataJSON: Buffer.from(JSON.stringify(value)).toString('base64url') } });
  it('is read from its client data, and nothing from anything else', () => {
    expect(challengeOf(clientData({ type: 'webauthn.get', challenge: 'abc' }))).toBe('abc');
    expect(challengeOf(clientData({ challenge: 42 }))).toBeUndefined();
    expect(challengeOf({ response: { clientDataJSON: '%%%' } })).toBeUndefined();
    expect(challengeOf({})).toBeUndefined();
  });
});

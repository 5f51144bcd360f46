import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedStep, hashRecoveryCode, isTotpCode, newRecoveryCodes, newTotpSecret, totpUri } from './totp.js';

describe('TOTP', () => {
  it('accepts the current code once: the same step again is a replay', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await acceptedStep(secret, code, 0);
    expect(step).toBeGreaterThan(0);
    expect(await acceptedStep(secret, code, step!)).toBeUndefined();
    expect(await acceptedStep(secret, '000000' === code ? '111111' : '000000', 0)).toBeUndefined();
    expect(await acceptedStep(secret, 'abcdef', 0)).toBeUndefined();
  });

  it('names the account in the URI the QR code carries', () => {
    expect(totpUri('JBSWY3DPEHPK3PXP', 'alice@example.com', 'Console')).toMatch(
      /^otpauth:\/\/totp\/Console:alice%40example.com\?secret=JBSWY3DPEHPK3PXP/,
    );
  });
});

describe('recovery codes', () => {
  it('draws ten distinct codes, hashed the same however typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ' '))).toEqual(hashRecoveryCode(codes[0]));
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode(codes[0])).toBe(false);
  });
});

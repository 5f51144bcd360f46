// The encryption of the secrets the server reads back: AES-256-GCM under one key, a plain value from before kept
// readable, another key or a changed byte refused in French, the key generated once in the data folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, SecretBox } from './secretBox.js';

describe('SecretBox', () => {
  const box = new SecretBox(crypto.randomBytes(32));

  it('seals with a fresh nonce each time and opens what it sealed; a value from before reads as it is', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(SecretBox.isSealed(a)).toBe(true);
  });

  it('refuses another key, a changed byte or a cut value with the French SECRET_UNREADABLE', () => {
    const sealed = box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    for (const [value, other] of [
      [sealed, new SecretBox(crypto.randomBytes(32))],
      [tampered, box],
      ['v1:abc', box],
    ] as const)
      expect(() => other.open(value)).toThrow(expect.objectContaining({ status: 503, code: 'SECRET_UNREADABLE' }));
  });
});

describe('SecretBox with previous keys (SECRETS_KEY rotated)', () => {
  const older = crypto.randomBytes(32);
  const old = new SecretBox(older);
  const rotated = new SecretBox(crypto.randomBytes(32), [crypto.randomBytes(32), older]);

  it('opens what an older key sealed, and seals it again under the new key only', () => {
    const before = old.seal('JBSWY3DPEHPK3PXP');
    expect(rotated.open(before)).toBe('JBSWY3DPEHPK3PXP');
    const again = rotated.resealed(before)!;
    expect(again).toMatch(/^v1:/);
    expect(() => old.open(again)).toThrow(expect.objectContaining({ code: 'SECRET_UNREADABLE' }));
    expect(rotated.open(again)).toBe('JBSWY3DPEHPK3PXP');
    // Current already, or opened by no key: nothing to write.
    expect(rotated.resealed(again)).toBeUndefined();
    expect(rotated.resealed(new SecretBox(crypto.randomBytes(32)).seal('x'))).toBeUndefined();
    // A plain value from before encryption is sealed.
    expect(rotated.open(rotated.resealed('plain')!)).toBe('plain');
  });

  it('never seals with an older key', () => {
    expect(() => old.open(rotated.seal('x'))).toThrow(expect.objectContaining({ code: 'SECRET_UNREADABLE' }));
  });
});

describe('loadSecretsKey', () => {
  it('takes SECRETS_KEY, else generates a key once in the data folder, readable by its owner only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    try {
      const given = crypto.randomBytes(32);
      expect(loadSecretsKey({ secretsKey: given, dataDir })).toBe(given);
      expect(fs.existsSync(path.join(dataDir, 'secrets.key'))).toBe(false);
      const first = loadSecretsKey({ dataDir });
      expect(first).toHaveLength(32);
      expect(loadSecretsKey({ dataDir }).equals(first)).toBe(true);
      expect(fs.statSync(path.join(dataDir, 'secrets.key')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { quotaReached, underQuota } from './uploadQuota.js';

// The counts themselves are PostgreSQL's (tests/api/sharedDatabase.test.ts runs them across two servers).
describe('upload quota rule', () => {
  const limits = { files: 2, bytes: 1000, windowMs: 60_000 };

  it('refuses the file past the count or once the bytes of the hour reach the quota', () => {
    expect(underQuota({ count: 1, amount: 10 }, limits)).toBe(true);
    expect(underQuota({ count: 2, amount: 10 }, limits)).toBe(false);
    expect(underQuota({ count: 1, amount: 1000 }, limits)).toBe(false);
  });

  it('says so in French with a 429', () => {
    expect(quotaReached(limits)).toMatchObject({
      status: 429,
      code: 'UPLOAD_QUOTA',
      message: expect.stringMatching(/^Quota d’envoi atteint \(2 fichiers ou 1000 o par heure\)/),
    });
  });
});

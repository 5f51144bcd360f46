import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { UploadQuota } from './uploadQuota.js';

describe('upload quota', () => {
  const quota = () => new UploadQuota({ files: 2, bytes: 1000, windowMs: 60_000 });

  it('refuses the file past the count, per user, until the hour has slid past', () => {
    const q = quota();
    q.add('u1', 10, 0);
    q.add('u1', 10, 1000);
    expect(() => q.check('u1', 2000)).toThrow(AppError);
    expect(() => q.check('u2', 2000)).not.toThrow();
    expect(() => q.check('u1', 60_500)).not.toThrow();
  });

  it('refuses once the bytes of the hour reach the quota, with a French 429', () => {
    const q = quota();
    q.add('u1', 1000, 0);
    let error: unknown;
    try {
      q.check('u1', 10);
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({
      status: 429,
      code: 'UPLOAD_QUOTA',
      message: expect.stringMatching(/^Quota d’envoi atteint \(2 fichiers ou 1000 o par heure\)/),
    });
  });
});

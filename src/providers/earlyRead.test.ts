import { describe, expect, it } from 'vitest';
import { earlyRead } from './earlyRead';

describe('earlyRead', () => {
  it('holds the answer once the read has answered, and nothing for a refused read', async () => {
    let answer!: (value: string) => void;
    const read = earlyRead(new Promise<string>((resolve) => (answer = resolve)));
    expect(read.answer).toBeUndefined();
    answer('Tag');
    await read.promise;
    expect(read.answer).toEqual({ value: 'Tag' });

    const refused = earlyRead(Promise.reject(new Error('Non authentifié')));
    await expect(refused.promise).rejects.toThrow('Non authentifié');
    expect(refused.answer).toBeUndefined();
  });
});

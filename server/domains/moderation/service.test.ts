import { describe, expect, it } from 'vitest';
import { datePublication } from './service.js';

describe('datePublication', () => {
  it('dates a publication only when the record has no date yet', () => {
    const fresh: Record<string, unknown> = { status: 'published' };
    datePublication(fresh, 1700000000);
    expect(fresh.publishTs).toBe(1700000000);
    const dated: Record<string, unknown> = { status: 'published', publishTs: 1600000000 };
    datePublication(dated, 1700000000);
    expect(dated.publishTs).toBe(1600000000);
    const refused: Record<string, unknown> = { status: 'rejected' };
    datePublication(refused, 1700000000);
    expect(refused.publishTs).toBeUndefined();
  });
});

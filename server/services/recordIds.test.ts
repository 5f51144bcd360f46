import { describe, expect, it } from 'vitest';
import { newRecordId } from './recordIds.js';

describe('newRecordId', () => {
  it('is 24 hex digits, later ids sorting after earlier ones', () => {
    const ids = [newRecordId(1_700_000_000_000), newRecordId(1_700_000_000_000), newRecordId(1_700_000_001_000)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('starts with the creation second', () => {
    expect(newRecordId(0x65000000 * 1000).slice(0, 8)).toBe('65000000');
  });
});

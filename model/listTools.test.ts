import { describe, expect, it } from 'vitest';
import { offersListTools } from './listTools.js';

describe('list tools (Export and Execute tabs)', () => {
  it('are on every list but Page and schema, global ones included (spec 000 §2 List tabs)', () => {
    expect(offersListTools({ _id: 'Event' })).toBe(true);
    expect(offersListTools({ _id: 'Site', storedInInstanceDatabase: false } as { _id: string })).toBe(true);
    expect(offersListTools({ _id: 'AdminUser' })).toBe(true);
    expect(offersListTools({ _id: 'Page' })).toBe(false);
    expect(offersListTools({ _id: 'schema' })).toBe(false);
  });
});

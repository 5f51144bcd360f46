import { describe, expect, it } from 'vitest';
import { counterUuid, randomUuid } from './uuid.js';

describe('uuid factories', () => {
  it('counterUuid is deterministic, per factory', () => {
    const a = counterUuid('row');
    expect([a(), a(), counterUuid('row')()]).toEqual(['row-1', 'row-2', 'row-1']);
  });

  it('randomUuid gives distinct v4 uuids', () => {
    const [x, y] = [randomUuid(), randomUuid()];
    expect(x).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(x).not.toBe(y);
  });
});

import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle.js';

describe('login throttle', () => {
  it('stops an account after 10 failures in 15 minutes, whatever the case, spaces or address', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 10; i++) t.fail(i % 2 ? ' Alice@Example.com ' : 'alice@example.com', `10.0.0.${i}`, 1000);
    expect(t.isBlocked('ALICE@example.com', '10.9.9.9', 2000)).toBe(true);
    expect(t.isBlocked('bob@example.com', '10.9.9.9', 2000)).toBe(false);
    expect(t.isBlocked('alice@example.com', '10.9.9.9', 1000 + 15 * 60_000 + 1)).toBe(false);
  });

  it('stops a client address after 50 failures on any accounts', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 50; i++) t.fail(`user${i}@example.com`, '192.0.2.1', 1000);
    expect(t.isBlocked('nouveau@example.com', '192.0.2.1', 2000)).toBe(true);
    expect(t.isBlocked('nouveau@example.com', '192.0.2.2', 2000)).toBe(false);
  });
});

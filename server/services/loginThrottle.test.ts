import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle.js';

describe('login throttle', () => {
  it('stops an address after 10 failures on an account, whatever the case or spaces', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 10; i++) t.fail(i % 2 ? ' Alice@Example.com ' : 'alice@example.com', '10.0.0.1', 1000);
    expect(t.isBlocked('ALICE@example.com', '10.0.0.1', 2000)).toBe('account');
    expect(t.isBlocked('bob@example.com', '10.0.0.1', 2000)).toBeUndefined();
    expect(t.isBlocked('alice@example.com', '10.0.0.1', 1000 + 15 * 60_000 + 1)).toBeUndefined();
  });

  it('lets the owner in from an address that has not failed, and stops every address that failed on the account', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 10; i++) t.fail('alice@example.com', `10.0.0.${i}`, 1000);
    expect(t.isBlocked('alice@example.com', '10.0.0.3', 2000)).toBe('account');
    expect(t.isBlocked('alice@example.com', '10.9.9.9', 2000)).toBeUndefined();
    t.fail('alice@example.com', '10.9.9.9', 2000);
    expect(t.isBlocked('alice@example.com', '10.9.9.9', 3000)).toBe('account');
  });

  it('is lifted for every address by an unlock', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 10; i++) t.fail('alice@example.com', '10.0.0.1', 1000);
    t.fail('bob@example.com', '10.0.0.1', 1000);
    t.unlock(' Alice@example.com');
    expect(t.isBlocked('alice@example.com', '10.0.0.1', 2000)).toBeUndefined();
    for (let i = 0; i < 9; i++) t.fail('bob@example.com', '10.0.0.1', 1000);
    expect(t.isBlocked('bob@example.com', '10.0.0.1', 2000)).toBe('account');
  });

  it('stops a client address after 50 failures on any accounts', () => {
    const t = new LoginThrottle();
    for (let i = 0; i < 50; i++) t.fail(`user${i}@example.com`, '192.0.2.1', 1000);
    expect(t.isBlocked('nouveau@example.com', '192.0.2.1', 2000)).toBe('ip');
    expect(t.isBlocked('nouveau@example.com', '192.0.2.2', 2000)).toBeUndefined();
  });
});

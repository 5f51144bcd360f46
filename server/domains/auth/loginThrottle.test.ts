import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verdict } from './loginThrottle.js';

describe('every password check is throttled', () => {
  it('verifies passwords only in LoginThrottle.checkPassword (argon2 only in passwords.ts)', () => {
    const files = (fs.readdirSync('server', { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const checking = files.filter((f) => /verifyPassword\(|@node-rs\/argon2/.test(fs.readFileSync(path.join('server', f), 'utf8')));
    expect(checking.sort()).toEqual(['domains/auth/loginThrottle.ts', 'services/passwords.ts']);
  });
});

// The counts themselves are PostgreSQL's (tests/api/sharedDatabase.test.ts runs them across two servers).
describe('login throttle rule', () => {
  it('stops an address after 10 failures on an account, and only that pair', () => {
    expect(verdict({ ip: 10, account: 10, pair: 10 })).toBe('account');
    expect(verdict({ ip: 10, account: 0, pair: 0 })).toBeUndefined();
    expect(verdict({ ip: 9, account: 9, pair: 9 })).toBeUndefined();
  });

  it('lets the owner in from an address that has not failed, and stops every address that failed on the account', () => {
    expect(verdict({ ip: 0, account: 10, pair: 0 })).toBeUndefined();
    expect(verdict({ ip: 1, account: 11, pair: 1 })).toBe('account');
  });

  it('stops a client address after 50 failures on any accounts', () => {
    expect(verdict({ ip: 50, account: 0, pair: 0 })).toBe('ip');
    expect(verdict({ ip: 49, account: 1, pair: 1 })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiToken } from '../../../model/environments';
import { defaultExpiry, tokenState } from './tokenState';

const token = (over: Partial<ApiToken>): ApiToken => ({
  id: '1',
  name: 'n',
  scope: 'read',
  siteIds: [],
  createdBy: 'a1',
  createdByLogin: 'admin',
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-06-01T00:00:00Z',
  revokedAt: null,
  lastUsedAt: null,
  ...over,
});

describe('tokenState', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  it('is revoked, expired or active', () => {
    expect(tokenState(token({ revokedAt: '2026-02-01T00:00:00Z' }), now)).toBe('Révoqué');
    expect(tokenState(token({ expiresAt: '2026-02-01T00:00:00Z' }), now)).toBe('Expiré');
    expect(tokenState(token({}), now)).toBe('Actif');
  });
  it('expires in 90 days by default', () => {
    expect(defaultExpiry(new Date('2026-01-01T12:00:00Z'))).toBe('2026-04-01');
  });
});

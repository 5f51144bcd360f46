// The provider records' rules: which issuers the console may contact, and the rights a person's groups give.
import { describe, expect, it } from 'vitest';
import { accessFromGroups, checkProviderDoc, groupsOf, scopesOf, type GroupMapping } from './providers.js';

const MAPPINGS: GroupMapping[] = [
  { group: 'redaction', siteIds: ['demo-prod'], rights: { contents: true } },
  { group: 'boutique', siteIds: ['demo-dev'], rights: { products: true, users: true } },
  { group: 'direction', siteIds: [], rights: { siteConfig: true } },
];

describe('accessFromGroups (the mapping table, read again at each sign-in)', () => {
  it.each([
    ['a group not in the table gives nothing', ['stagiaires'], undefined],
    ['no group gives nothing', [], undefined],
    ['one row: its rights and sites', ['redaction'], { rights: { contents: true, products: false }, siteIds: ['demo-prod'] }],
    [
      'several rows: the union',
      ['redaction', 'boutique', 'x'],
      { rights: { contents: true, products: true, users: true }, siteIds: ['demo-dev', 'demo-prod'] },
    ],
    ['a row without sites opens them all', ['redaction', 'direction'], { rights: { contents: true, siteConfig: true }, siteIds: [] }],
  ])('%s', (_, groups, expected) => {
    const access = accessFromGroups(MAPPINGS, groups);
    if (!expected) return expect(access).toBeUndefined();
    expect(access).toMatchObject(expected);
    // Never more than the rights flags: a mapping cannot make a super administrator.
    expect(Object.keys(access!.rights)).not.toContain('superAdmin');
  });
});

describe('groupsOf', () => {
  it('reads a list, a single name, and nothing else', () => {
    expect(groupsOf({ groups: ['a', 2, 'b'] }, 'groups')).toEqual(['a', 'b']);
    expect(groupsOf({ roles: 'admin' }, 'roles')).toEqual(['admin']);
    expect(groupsOf({ groups: { a: 1 } }, 'groups')).toEqual([]);
  });
});

describe('checkProviderDoc (record hook validate)', () => {
  const ok = { label: 'Entreprise', issuer: 'https://login.exemple.fr/realms/staff', clientId: 'console' };
  it('takes an https issuer, and http on the loopback only (the simulator)', () => {
    expect(() => checkProviderDoc(ok)).not.toThrow();
    expect(() => checkProviderDoc({ ...ok, issuer: 'http://127.0.0.1:4000' })).not.toThrow();
    for (const issuer of ['http://login.exemple.fr', 'ftp://x', 'pas une adresse', 'https://u:p@login.exemple.fr', 'https://x.fr/?a=1'])
      expect(() => checkProviderDoc({ ...ok, issuer }), issuer).toThrow(/Fournisseur/);
  });
  it('refuses two rows for one group, and odd scopes or claim names', () => {
    expect(() => checkProviderDoc({ ...ok, groupMappings: [{ group: 'a' }, { group: 'a' }] })).toThrow();
    expect(() => checkProviderDoc({ ...ok, scopes: 'openid é' })).toThrow();
    expect(() => checkProviderDoc({ ...ok, groupsClaim: 'a b' })).toThrow();
  });
  it('always asks for openid', () => {
    expect(scopesOf('email groups')).toBe('openid email groups');
    expect(scopesOf(undefined)).toBe('openid email profile');
  });
});

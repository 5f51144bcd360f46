import { describe, expect, it } from 'vitest';
import { pickCurrentSite } from './currentSite';

const sites = [
  { _id: 'alpha', label: 'Alpha', isProd: true },
  { _id: 'beta', label: 'Beta', isProd: false },
];

describe('current site', () => {
  it.each([
    ['the remembered site when still permitted', 'beta', 'beta'],
    ['the first site when the remembered one is no longer permitted', 'gone', 'alpha'],
    ['the first site when nothing is remembered', null, 'alpha'],
  ])('is %s', (_case, remembered, expected) => {
    expect(pickCurrentSite(sites, remembered)).toBe(expected);
  });

  it('is undefined for a user without any site', () => {
    expect(pickCurrentSite([], 'alpha')).toBeUndefined();
  });
});

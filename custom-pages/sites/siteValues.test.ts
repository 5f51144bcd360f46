import { describe, expect, it } from 'vitest';
import { SITE_ID_PATTERN, siteToSave } from './siteValues';

describe('what the site form saves', () => {
  it('creates a site with its id, trimmed texts and prod or dev said', () => {
    expect(siteToSave({ _id: ' radio ', label: ' Radio Démo ', domain: '', isProd: false })).toEqual({
      _id: 'radio',
      label: 'Radio Démo',
      isProd: false,
    });
    expect(siteToSave({ _id: 'radio', label: 'Radio', isProd: true })).toEqual({ _id: 'radio', label: 'Radio', isProd: true });
  });

  it('unsets a cleared text of a stored site and leaves an unset isProd alone', () => {
    const stored = { _id: 'radio', label: 'Radio', domain: 'radio.example' };
    expect(siteToSave({ ...stored, domain: '', isProd: false }, stored)).toEqual({ _id: 'radio', label: 'Radio', domain: null });
  });

  it.each([
    ['demo-prod', true],
    ['MODELE-DE-SITE-VIERGE', true],
    ['mon site', false],
    ['-x', false],
    ['', false],
  ])('id %s valid: %s', (id, valid) => {
    expect(SITE_ID_PATTERN.test(id)).toBe(valid);
  });
});

import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../model/validation';
import { linkKindOf, linkOf, publicLinkOf, storedLink } from './linkValue';

describe('linkOf and linkKindOf', () => {
  it('reads any stored value as a link', () => {
    expect(linkOf('https://exemple.fr')).toEqual({ url: 'https://exemple.fr' });
    expect(linkOf({ pageId: 'p1', name: 'Accueil', size: 'small' })).toEqual({ pageId: 'p1', name: 'Accueil' });
    expect(linkOf({ url: 3 })).toEqual({});
    expect(linkOf(null)).toEqual({});
    expect(linkKindOf({ pageId: 'p1' })).toBe('page');
    expect(linkKindOf({ url: '/a' })).toBe('url');
    expect(linkKindOf({})).toBe('url');
  });
});

describe('storedLink (spec 000 §3: url, or pageId with name)', () => {
  it('keeps the keys of the chosen kind only, and passes the shared validator', () => {
    const both = { url: 'https://exemple.fr', pageId: 'p1', name: 'Accueil' };
    expect(storedLink(both, 'url')).toEqual({ url: 'https://exemple.fr' });
    expect(storedLink(both, 'page')).toEqual({ pageId: 'p1', name: 'Accueil' });
    expect(storedLink({}, 'url')).toBeNull();
    expect(storedLink({}, 'page')).toBeNull();
    for (const link of [storedLink(both, 'url'), storedLink(both, 'page'), storedLink({ url: '/abonnement' }, 'url')]) {
      expect(validateValue({ key: 'l', type: 'Link' }, link)).toEqual({ ok: true, value: link });
    }
  });
});

describe('publicLinkOf', () => {
  const site = { domain: 'quotidien-demo.example' };
  it('shows an external url as is and a site path on the domain', () => {
    expect(publicLinkOf({ url: 'https://exemple.fr/a' }, site)).toBe('https://exemple.fr/a');
    expect(publicLinkOf({ url: '/abonnement' }, site)).toBe('https://quotidien-demo.example/abonnement');
    expect(publicLinkOf({ url: '/abonnement' })).toBe('/abonnement');
    expect(publicLinkOf({ url: 'pas-une-url' }, site)).toBeUndefined();
  });

  it('follows no stored url the URL policy refuses (older data)', () => {
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', '/\\evil.example/x', '//evil.example', 'https://exemple.fr/a b']) {
      expect(publicLinkOf({ url }), url).toBeUndefined();
    }
    expect(publicLinkOf({ url: 'mailto:redaction@example.com' }, site)).toBe('mailto:redaction@example.com');
  });

  it('links a page by its route, else /p/{pageId}', () => {
    expect(publicLinkOf({ pageId: 'home' }, { ...site, pageRoute: '/accueil' })).toBe('https://quotidien-demo.example/accueil');
    expect(publicLinkOf({ pageId: 'a b' }, site)).toBe('https://quotidien-demo.example/p/a%20b');
    expect(publicLinkOf({ pageId: 'p1' }, { domain: 'https://x.fr/', pageRoute: 'contact' })).toBe('https://x.fr/contact');
    expect(publicLinkOf({}, site)).toBeUndefined();
  });
});

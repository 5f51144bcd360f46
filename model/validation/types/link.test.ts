import { describe, expect, it } from 'vitest';
import { validateValue } from '../validateValue.js';

const prop = { key: 'link', type: 'Link' } as const;

describe('Link (an url, or an internal page with pageId and name)', () => {
  it.each<[string, unknown, unknown]>([
    ['an https url', { url: 'https://exemple.fr/a?b=1' }, { url: 'https://exemple.fr/a?b=1' }],
    ['a site path', { url: '/abonnement', name: 'S’abonner' }, { url: '/abonnement', name: 'S’abonner' }],
    ['a page', { pageId: 'home', name: 'Accueil', url: '' }, { pageId: 'home', name: 'Accueil' }],
    ['a plain string is an url', 'https://exemple.fr', { url: 'https://exemple.fr' }],
    ['a mail address', { url: 'mailto:redaction@example.com' }, { url: 'mailto:redaction@example.com' }],
    ['no url and no page is empty', { name: 'x' }, null],
  ])('%s', (_name, input, expected) => {
    expect(validateValue(prop, input)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown, string]>([
    ['a javascript url', { url: 'javascript:alert(1)' }, 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['a protocol-relative url', { url: '//evil.example' }, 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['a site path read as another host', { url: '/\\evil.example/x' }, 'URL invalide : barre oblique inverse'],
    ['a leading space', { url: ' https://exemple.fr' }, 'URL invalide : espace ou caractère de contrôle'],
    ['a relative path without slash', { url: 'page' }, 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['a non-text pageId', { pageId: 3 }, 'Lien invalide'],
    ['a list', [{ url: '/a' }], 'Lien invalide'],
  ])('%s → %s', (_name, input, message) => {
    expect(validateValue(prop, input)).toEqual({ ok: false, message });
  });

  it('required and empty', () => {
    expect(validateValue({ ...prop, required: true }, { name: 'x' })).toEqual({ ok: false, message: 'Ce champ est requis' });
  });
});

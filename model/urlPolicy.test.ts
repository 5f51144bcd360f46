import { describe, expect, it } from 'vitest';
import { decodeEntities, isSafeUrl, isSafeUrlList, isUrlTrick, storedPathProblem, urlProblem } from './urlPolicy.js';

describe('URL policy', () => {
  it.each([
    'https://exemple.fr',
    'http://exemple.fr/a?b=1&c=2#d',
    'HTTPS://EXEMPLE.FR/A',
    'https://exemple.fr/?a=1&amp;b=2',
    'mailto:redaction@example.com',
    'tel:+33123456789',
    'tel:01.23.45.67.89',
    '/',
    '/mentions-legales',
    '/o/Video/vid-ministre/entretien-avec-la-ministre',
    '/images/demo/logo.png',
    '#sommaire',
  ])('lets %s pass', (url) => {
    expect(urlProblem(url)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['JaVaScRiPt:alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['java\tscript:alert(1)', 'URL invalide : espace ou caractère de contrôle'],
    ['java\nscript:alert(1)', 'URL invalide : espace ou caractère de contrôle'],
    ['\u0000javascript:alert(1)', 'URL invalide : espace ou caractère de contrôle'],
    [' javascript:alert(1)', 'URL invalide : espace ou caractère de contrôle'],
    ['https://exemple.fr ', 'URL invalide : espace ou caractère de contrôle'],
    ['\u200bjavascript:alert(1)', 'URL invalide : espace ou caractère de contrôle'],
    ['javascript&colon;alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['&#106;avascript:alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['&#x6A;avascript&#x3A;alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['java&Tab;script:alert(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['data:text/html,<script>alert(1)</script>', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['vbscript:msgbox(1)', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['//evil.example/x', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['/\\evil.example/x', 'URL invalide : barre oblique inverse'],
    ['/&#92;evil.example/x', 'URL invalide : barre oblique inverse'],
    ['/&sol;evil.example/x', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['https:\\\\evil.example', 'URL invalide : barre oblique inverse'],
    ['https://', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['ftp://exemple.fr', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['page', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['tel:javascript', 'URL invalide : http(s)://…, mailto:, tel:, /chemin ou #ancre'],
    ['', 'URL invalide'],
    [`https://exemple.fr/${'a'.repeat(2100)}`, 'URL trop longue (2048 caractères au plus)'],
  ])('refuses %j', (url, message) => {
    expect(urlProblem(url)).toBe(message);
    expect(isSafeUrl(url)).toBe(false);
  });

  it('refuses what is not text', () => {
    expect(urlProblem(42)).toBe('URL invalide');
    expect(urlProblem({ url: '/a' })).toBe('URL invalide');
  });

  it('checks every candidate of a srcset', () => {
    expect(isSafeUrlList('/a.jpg 1x, https://cdn.exemple.fr/b.jpg 2x')).toBe(true);
    expect(isSafeUrlList('/a.jpg 1x, javascript:alert(1) 2x')).toBe(false);
    expect(isSafeUrlList('/a.jpg 1x,//evil.example/b.jpg 2x')).toBe(false);
  });

  it.each([
    ['javascript:alert(1)', true],
    ['  JAVA\tSCRIPT:alert(1)', true],
    ['&#106;avascript:alert(1)', true],
    ['javascript%3Aalert(1)', true],
    ['data:text/html;base64,PHNjcmlwdD4=', true],
    ['//evil.example', true],
    ['/\\evil.example', true],
    ['Photo : AFP', false],
    ['Note: voir plus bas', false],
    ['center', false],
  ])('free text %j is a URL trick: %s', (text, trick) => {
    expect(isUrlTrick(text)).toBe(trick);
  });

  it('decodes the character references URL tricks use', () => {
    expect(decodeEntities('&#106;&#x61;va&Tab;script&colon;')).toBe('java\tscript:');
    expect(decodeEntities('a &amp; b &unknown;')).toBe('a & b &unknown;');
  });
});

describe('stored file and image paths', () => {
  it.each(['/2026/11/a.jpg', 'uploads/2024/photo.jpg', '/media/a b.png', 'a..b.png', 'https://cdn.exemple.fr/a.png', 'a'.repeat(1000)])(
    'keeps %s',
    (path) => {
      expect(storedPathProblem(path)).toBeUndefined();
    },
  );

  it.each([
    ' javascript:alert(1)',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    ' /a.png',
    '/a.png ',
    '../etc/passwd',
    'a/../../b.png',
    '/a/%2e%2e/b.png',
    'a\\..\\b',
    'a\nb',
    '//evil.example/a.png',
    'https://exemple.fr/a b.png',
    'https:\\\\evil.example/a.png',
    '&#106;avascript:alert(1)',
  ])('refuses %j', (path) => {
    expect(storedPathProblem(path)).toBe('Chemin invalide');
  });

  it('refuses a path over 1000 characters', () => {
    expect(storedPathProblem('a'.repeat(1001))).toBe('Chemin trop long (1000 caractères au plus)');
  });
});

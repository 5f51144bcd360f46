import { describe, expect, it } from 'vitest';
import { encodePath, fileNameOf, fileUrl, imageUrl, isExternalUrl, isImagePath } from './mediaUrls';

describe('fileUrl', () => {
  it('serves a stored path from the site files endpoint, an external URL as is', () => {
    expect(fileUrl('demo-prod', '/2026/11/ab12cd-photo.jpg')).toBe('/api/demo-prod/files/2026/11/ab12cd-photo.jpg');
    expect(fileUrl('demo-prod', '2026/a b.pdf')).toBe('/api/demo-prod/files/2026/a%20b.pdf');
    expect(fileUrl('demo-prod', 'https://cdn.exemple.fr/x.png')).toBe('https://cdn.exemple.fr/x.png');
    expect(isExternalUrl('HTTP://exemple.fr')).toBe(true);
    expect(isExternalUrl('/2026/x.png')).toBe(false);
    expect(encodePath('//a//b/')).toBe('/a/b');
  });

  it('reads any other stored value (older data) as a path of the site files: it cannot lead elsewhere', () => {
    expect(fileUrl('demo-prod', ' javascript:alert(1)')).toBe('/api/demo-prod/files/%20javascript%3Aalert(1)');
    expect(fileUrl('demo-prod', 'https:\\evil.example/x.png')).toBe('/api/demo-prod/files/https%3A%5Cevil.example/x.png');
    expect(imageUrl('s1', '//evil.example/p.png', {}, 1)).toBe('/api/s1/images/evil.example/p.png');
  });
});

describe('imageUrl (spec 001 §7: w and h multiplied by the device pixel ratio)', () => {
  it('multiplies w and h by the ratio and rounds them', () => {
    expect(imageUrl('s1', '/2026/p.jpg', { w: 160, h: 120 }, 2)).toBe('/api/s1/images/2026/p.jpg?w=320&h=240');
    expect(imageUrl('s1', '/2026/p.jpg', { w: 100 }, 1.5)).toBe('/api/s1/images/2026/p.jpg?w=150');
    expect(imageUrl('s1', '/2026/p.jpg', { w: 33 }, 1.25)).toBe('/api/s1/images/2026/p.jpg?w=41');
  });

  it('passes crop, quality, background, position, algorithm and force', () => {
    const url = imageUrl('s1', '/p.png', { w: 40, h: 40, crop: true, q: 150, bf: '#ffffff', p: 'top', algo: 2, force: true }, 1);
    expect(url).toBe('/api/s1/images/p.png?w=40&h=40&c=1&q=100&bf=ffffff&p=top&algo=2&force=1');
  });

  it('keeps sides within the server limits and leaves external images alone', () => {
    expect(imageUrl('s1', '/p.png', { w: 3000 }, 3)).toBe('/api/s1/images/p.png?w=4000');
    expect(imageUrl('s1', '/p.png')).toBe('/api/s1/images/p.png');
    expect(imageUrl('s1', 'https://exemple.fr/p.png', { w: 10 }, 2)).toBe('https://exemple.fr/p.png');
  });
});

describe('fileNameOf and isImagePath', () => {
  it('reads the last segment, decoded, without query', () => {
    expect(fileNameOf('/2026/11/ab12cd-photo.jpg')).toBe('ab12cd-photo.jpg');
    expect(fileNameOf('https://exemple.fr/a%20b.pdf?x=1')).toBe('a b.pdf');
    expect(fileNameOf('')).toBe('');
  });

  it('knows the image types the image API resizes', () => {
    expect(isImagePath('/a/b.JPG')).toBe(true);
    expect(isImagePath('/a/b.webp')).toBe(true);
    expect(isImagePath('/a/b.pdf')).toBe(false);
    expect(isImagePath('/a/b')).toBe(false);
  });
});

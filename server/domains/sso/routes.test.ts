// Where the console sends the browser once signed in: a path of its own only, never another site (an open redirect).
import { describe, expect, it } from 'vitest';
import { safeReturn } from './routes.js';

describe('safeReturn (the start route’s returnTo)', () => {
  it.each([
    ['/demo-prod/contents/text-contents/collection', '/demo-prod/contents/text-contents/collection'],
    ['/?a=1', '/?a=1'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/avec espace', '/'],
  ])('%s → %s', (value, expected) => expect(safeReturn(value)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { preloadEntryCode } from './preloadEntryCode.js';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Rollup.OutputChunk;

const transform = (html: string, bundle: Rollup.OutputBundle) => {
  const hook = preloadEntryCode('src/mountConsole.tsx').transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => unknown };
  return hook.handler(html, { bundle, path: '/index.html', filename: 'index.html' } as IndexHtmlTransformContext);
};

describe("the console's code preloaded by index.html", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/repo/src/main.tsx'),
    'assets/mountConsole.js': chunk('assets/mountConsole.js', ['assets/react.js', 'assets/mui.js'], '/repo/src/mountConsole.tsx'),
    'assets/mui.js': chunk('assets/mui.js', ['assets/react.js', 'assets/emotion.js']),
    'assets/emotion.js': chunk('assets/emotion.js', []),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/SiteRoutes.js': chunk('assets/SiteRoutes.js', ['assets/mui.js'], '/repo/src/routing/SiteRoutes.tsx'),
  } as unknown as Rollup.OutputBundle;

  it('links the chunk and its static imports, transitively, once each and none the page names already', () => {
    const html = '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">';
    const tags = transform(html, bundle) as { attrs: { href: string; rel: string } }[];
    expect(tags.map((t) => t.attrs.href).sort()).toEqual(['/assets/emotion.js', '/assets/mountConsole.js', '/assets/mui.js']);
    expect(tags.every((t) => t.attrs.rel === 'modulepreload')).toBe(true);
  });

  it('fails the build when the source is no chunk of it', () => {
    const { 'assets/mountConsole.js': _gone, ...without } = bundle;
    expect(() => transform('', without)).toThrow(/not a chunk/);
  });
});

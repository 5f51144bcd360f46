// A domain left out of the app fails here rather than going missing in production (issue 33): each folder of
// server/domains is reached by the app or the start through its index.ts, and every plugin and route function the
// domains offer (names ending in Domain or Routes) is used by server/app.ts. Read from the sources, as the
// architecture test reads its imports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'server/domains';
const folders = fs
  .readdirSync(DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const entry = read(path.join(DIR, 'index.ts'));
const app = read('server/app.ts');
/** app.ts without its imports: a name imported and never used is no registration. */
const appBody = app.replace(/^import[\s\S]*?from\s+'[^']+';$/gm, '');
const main = read('server/main.ts');

/** The names a domain's index.ts exports that wire it into the app: declared there, or passed on from its files. */
function wiring(folder: string): string[] {
  const source = read(path.join(DIR, folder, 'index.ts'));
  const declared = [...source.matchAll(/export\s+(?:async\s+)?(?:const|function)\s+(\w+)/g)].map((m) => m[1]);
  const passedOn = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop()!),
  );
  return [...declared, ...passedOn].filter((name) => /(Domain|Routes)$/.test(name));
}

describe('domains in the app', () => {
  it('finds the domains and what they offer', () => {
    expect(folders.length).toBeGreaterThan(20);
    expect(wiring('moderation')).toContain('moderationDomain');
    expect(wiring('presence')).toEqual(['presenceRoutes']);
  });

  it('has an index.ts in every domain, reached by the domains index, the app or the start', () => {
    const reached = (folder: string) => [entry, app, main].some((source) => source.includes(`/${folder}/index.js'`));
    expect(folders.filter((f) => !fs.existsSync(path.join(DIR, f, 'index.ts')) || !reached(f))).toEqual([]);
  });

  it('registers every plugin and route function a domain offers', () => {
    const unused = folders.flatMap((f) =>
      wiring(f)
        .filter((name) => !new RegExp(`\\b${name}\\b`).test(appBody))
        .map((name) => `${f}: ${name}`),
    );
    expect(unused).toEqual([]);
  });
});

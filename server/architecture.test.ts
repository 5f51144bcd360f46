// The direction of imports (docs: design.md §9, issue 20): each layer imports only what lies below it. Read from the
// sources (relative `from '…'`, `import '…'` and `import('…')`), so that a wrong-way arrow fails here, not in review.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tests/support/sourceFiles.js';

const ROOTS = ['model', 'server', 'stand-ins', 'schema-adapters', 'custom-pages', 'src', 'tests', 'scripts'];
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every relative import as [importing file, imported path without extension], both from the repository's root. */
function arrows(): [string, string][] {
  return ROOTS.filter((root) => fs.existsSync(root))
    .flatMap((root) => sourceFiles(root, /\.tsx?$/, { withTests: true }))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, spec]): [string, string] => [
        file,
        path.posix.join(path.posix.dirname(file), spec).replace(/\.(js|ts|tsx)$/, ''),
      ]),
    );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
const under = (file: string, ...dirs: string[]) => dirs.some((dir) => file.startsWith(`${dir}/`));
/** The domain a path lies in (server/domains/{name}/…), and whether it is that domain's index. */
const domainOf = (file: string) => /^server\/domains\/([^/]+)\/(.*)$/.exec(file);
/** A feature's folder in model/ (model/{domain}/…, named as its server domain), and the path inside it. */
const modelDomainOf = (file: string) => {
  const m = /^model\/([^/]+)\/(.*)$/.exec(file);
  return m && fs.existsSync(`server/domains/${m[1]}`) ? m : null;
};
const isDomainStorage = (file: string) => !!domainOf(file) && /(^|\/)storage(\/|$)/.test(domainOf(file)![2]);

interface Rule {
  name: string;
  /** The rule's complaint about this arrow, if any. */
  check: (from: string, to: string) => boolean;
}

// The server's layers, bottom up: model/; config.ts and errors.ts; storage/, integrations/ and schemas/ side by side;
// jobs/; services/ (the generic record engine); plugins/ (the HTTP layer); domains/ and routes/ side by side; app.ts;
// main.ts and worker.ts. Each rule forbids the arrows that would run up, and domains/ and routes/ may not import
// each other; docs/architecture.md has them as a table.
const RULES: Rule[] = [
  // Stand-ins play the providers: they own their protocol. Their tests drive the server's clients against them.
  {
    name: 'stand-ins → server or front',
    check: (f, t) => under(f, 'stand-ins') && !isTest(f) && under(t, 'server', 'src', 'custom-pages', 'schema-adapters'),
  },
  { name: 'model → outside model', check: (f, t) => under(f, 'model') && !under(t, 'model') },
  {
    name: 'storage → above storage',
    check: (f, t) =>
      (under(f, 'server/storage') || isDomainStorage(f)) && under(t, 'server/services', 'server/routes', 'server/plugins', 'server/jobs'),
  },
  {
    name: 'server/storage → domains or integrations',
    check: (f, t) => under(f, 'server/storage') && under(t, 'server/domains', 'server/integrations'),
  },
  {
    name: 'services → domains, routes or plugins',
    check: (f, t) => under(f, 'server/services') && under(t, 'server/domains', 'server/routes', 'server/plugins'),
  },
  {
    // The settings (config.ts, settings.ts) and the refusals (errors.ts) are read by every layer, so they read only model/.
    name: 'config or errors → outside model',
    check: (f, t) => ['server/config.ts', 'server/settings.ts', 'server/errors.ts'].includes(f) && !under(t, 'model') && t !== 'server/settings',
  },
  {
    // The queue and the jobs table: what a job does is its kind's, defined by a domain or the core services.
    name: 'jobs → services, domains, routes, plugins, schemas or integrations',
    check: (f, t) =>
      under(f, 'server/jobs') &&
      under(t, 'server/services', 'server/domains', 'server/routes', 'server/plugins', 'server/schemas', 'server/integrations'),
  },
  {
    // The HTTP layer (session, rights, errors, OpenAPI) under the domains and the routes that it serves.
    name: 'plugins → domains or routes',
    check: (f, t) => under(f, 'server/plugins') && under(t, 'server/domains', 'server/routes'),
  },
  {
    // The routes' JSON Schemas and answer shapes: written from model/ alone (their tests check them against the routes).
    name: 'schemas → the rest of the server',
    check: (f, t) => under(f, 'server/schemas') && !isTest(f) && under(t, 'server') && !under(t, 'server/schemas'),
  },
  {
    name: 'integrations → services, domains, storage, routes, plugins or jobs',
    check: (f, t) =>
      under(f, 'server/integrations') &&
      under(t, 'server/services', 'server/domains', 'server/storage', 'server/routes', 'server/plugins', 'server/jobs'),
  },
  {
    // server/routes/ holds the generic data routes alone: what a feature adds is a domain's.
    name: 'routes → domains',
    check: (f, t) => under(f, 'server/routes') && under(t, 'server/domains'),
  },
  { name: 'domains → routes', check: (f, t) => under(f, 'server/domains') && under(t, 'server/routes') },
  {
    // app.ts composes everything; main.ts and worker.ts start it. Nothing below imports them (tests start them).
    name: 'server → app, main or worker',
    check: (f, t) =>
      under(f, 'server') &&
      !isTest(f) &&
      ['server/app', 'server/main', 'server/worker'].includes(t) &&
      !['server/main.ts', 'server/worker.ts'].includes(f),
  },
  { name: 'schema-adapters → custom-pages or src', check: (f, t) => under(f, 'schema-adapters') && under(t, 'custom-pages', 'src') },
  { name: 'custom-pages → src', check: (f, t) => under(f, 'custom-pages') && under(t, 'src') },
  { name: 'server → front', check: (f, t) => under(f, 'server') && under(t, 'src', 'custom-pages', 'schema-adapters') },
  {
    // A domain is reached through its index.ts (what it offers), never its files; tests and benches may look inside.
    name: "another domain's internals",
    check: (f, t) => {
      const target = domainOf(t);
      if (!target || target[2] === 'index' || isTest(f)) return false;
      return domainOf(f)?.[1] !== target[1] && f !== 'server/domains/index.ts';
    },
  },
  {
    // model/{domain}/ likewise, from outside it: its index.ts says what the feature's two sides share. The layouts'
    // low-level path helpers and merge are offered apart on purpose (model/layouts/index.ts says so).
    name: "a model domain's internals",
    check: (f, t) => {
      const target = modelDomainOf(t);
      if (!target || target[2] === 'index' || isTest(f) || under(f, 'tests')) return false;
      if (target[1] === 'layouts' && ['paths', 'merge'].includes(target[2])) return false;
      return modelDomainOf(f)?.[1] !== target[1];
    },
  },
];

/** Arrows that break a rule for a reason given here (none today). */
const ALLOWED: Record<string, string> = {};

describe('import directions', () => {
  const found = arrows();

  it('reads the imports of the sources', () => {
    expect(found.length).toBeGreaterThan(1000);
    expect(found).toContainEqual(['server/app.ts', 'server/domains/index']);
  });

  it('finds no arrow running the wrong way', () => {
    const wrong = found.flatMap(([from, to]) =>
      RULES.filter((rule) => rule.check(from, to))
        .map((rule) => `${from} → ${to} (${rule.name})`)
        .filter((arrow) => !(arrow in ALLOWED)),
    );
    expect(wrong).toEqual([]);
  });

  it('allows no arrow that is no longer there', () => {
    const present = new Set(
      found.flatMap(([from, to]) => RULES.filter((rule) => rule.check(from, to)).map((rule) => `${from} → ${to} (${rule.name})`)),
    );
    expect(Object.keys(ALLOWED).filter((arrow) => !present.has(arrow))).toEqual([]);
  });

  it('catches each kind of wrong arrow', () => {
    const broken = (from: string, to: string) => RULES.filter((rule) => rule.check(from, to)).map((rule) => rule.name);
    expect(broken('stand-ins/getresponse/state.ts', 'server/integrations/getresponse/types')).toEqual(['stand-ins → server or front']);
    expect(broken('stand-ins/smtp/smtp.test.ts', 'server/integrations/mail/index')).toEqual([]);
    expect(broken('model/refs.ts', 'server/errors')).toEqual(['model → outside model']);
    expect(broken('server/storage/documents.ts', 'server/services/records')).toEqual(['storage → above storage']);
    expect(broken('server/domains/demo/storage/volume.ts', 'server/services/searchIndex')).toEqual(['storage → above storage']);
    expect(broken('server/services/records.ts', 'server/domains/demo/index')).toEqual(['services → domains, routes or plugins']);
    expect(broken('server/config.ts', 'server/domains/demo/index')).toEqual(['config or errors → outside model']);
    expect(broken('server/config.ts', 'server/integrations/ffmpeg/index')).toEqual(['config or errors → outside model']);
    expect(broken('server/errors.ts', 'server/services/writeAudit')).toEqual(['config or errors → outside model']);
    expect(broken('server/settings.ts', 'server/storage/db')).toEqual(['config or errors → outside model']);
    expect(broken('server/config.ts', 'server/settings')).toEqual([]);
    expect(broken('server/config.ts', 'model/demoVolume')).toEqual([]);
    expect(broken('server/jobs/runner.ts', 'server/services/writeOrigin')).toEqual([
      'jobs → services, domains, routes, plugins, schemas or integrations',
    ]);
    expect(broken('server/jobs/service.ts', 'server/storage/db')).toEqual([]);
    expect(broken('server/plugins/http.ts', 'server/domains/files/index')).toEqual(['plugins → domains or routes']);
    expect(broken('server/plugins/session.ts', 'server/services/access')).toEqual([]);
    expect(broken('server/schemas/common.ts', 'server/services/recordView')).toEqual(['schemas → the rest of the server']);
    expect(broken('server/schemas/declared.test.ts', 'server/plugins/routeRights')).toEqual([]);
    expect(broken('server/integrations/mail/index.ts', 'server/services/errors')).toEqual([
      'integrations → services, domains, storage, routes, plugins or jobs',
    ]);
    expect(broken('server/routes/data.ts', 'server/domains/files/index')).toEqual(['routes → domains']);
    expect(broken('server/domains/links/routes.ts', 'server/routes/data')).toEqual(['domains → routes']);
    expect(broken('server/domains/demo/plugin.ts', 'server/app')).toEqual(['server → app, main or worker']);
    expect(broken('server/worker.ts', 'server/app')).toEqual([]);
    expect(broken('custom-pages/exports/ExportPage.tsx', 'model/exports/exportApi')).toEqual(["a model domain's internals"]);
    expect(broken('server/domains/exports/service.ts', 'model/exports/index')).toEqual([]);
    expect(broken('model/exports/executeCheck.ts', 'model/exports/updateCommand')).toEqual([]);
    expect(broken('schema-adapters/record/index.ts', 'custom-pages/images/index')).toEqual(['schema-adapters → custom-pages or src']);
    expect(broken('custom-pages/images/index.ts', 'src/App')).toEqual(['custom-pages → src']);
    expect(broken('server/app.ts', 'src/App')).toEqual(['server → front']);
    expect(broken('server/domains/tools/checkDb.ts', 'server/domains/environments/storage')).toEqual(["another domain's internals"]);
    expect(broken('server/domains/tools/checkDb.ts', 'server/domains/environments/index')).toEqual([]);
    expect(broken('server/domains/tools/checkDb.ts', 'server/domains/tools/storage')).toEqual([]);
  });
});

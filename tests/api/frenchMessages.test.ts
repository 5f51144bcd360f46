// Every refusal the API answers is French and names the field (issue 18 §1.8): route schemas (path, query, body), job
// parameters and record validators. Generated from docs/api.md's GET routes (bad path values, bad query values), plus a
// sample of bodies; a message with English words (tests/e2e/englishWords.ts) or a JSON pointer fails.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishIn } from '../e2e/englishWords.js';
import { ADMIN, ApiClient } from './client.js';

const SITE = 'demo-prod';
// Streams (GET /api/events) never end; the rest is asked with values no schema accepts.
const GET_ROUTES = [...fs.readFileSync('docs/api.md', 'utf8').matchAll(/^\| `GET (\/api\/[^`\s]+)`/gm)]
  .map((m) => m[1])
  .filter((route) => route !== '/api/events');
const BAD_QUERY = 'limit=abc&offset=-1&siteId=%3Cx%3E&state=nul&kind=%3Cx%3E&from=hier&to=demain&count=beaucoup&adminFilter=%7B&inconnu=1';
const withPath = (route: string, value: (name: string) => string) =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'siteId' ? SITE : value(name)));

/** What is wrong with a message: English words, or a JSON pointer where a field name belongs. */
const problemsOf = (message: string) => [...englishIn(message), ...(/(^|\s)\/[A-Za-z_]\w*(\/|\s|$)/.test(message) ? ['pointeur JSON'] : [])];

let admin: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

async function refusals(requests: [string, string, unknown?][]): Promise<string[]> {
  const found: string[] = [];
  for (const [method, path, body] of requests) {
    const res = await fetch(`${admin.base}${path}`, {
      method,
      headers: { cookie: admin.cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) continue;
    const { message, fields } = (await res.json()) as { message?: string; fields?: Record<string, string> };
    const text = [message, ...Object.values(fields ?? {})].join(' — ');
    const problems = problemsOf(text);
    found.push(`${method} ${path} → ${res.status} ${text}${problems.length ? ` ✗ ${problems.join(', ')}` : ''}`);
  }
  return found;
}

describe('refusals in French, the field named', () => {
  it(`on every GET route of docs/api.md (${GET_ROUTES.length}) with bad query values and bad path values`, async () => {
    expect(GET_ROUTES.length).toBeGreaterThan(40);
    const found = await refusals([
      ...GET_ROUTES.map((route): [string, string] => ['GET', `${withPath(route, () => 'x')}?${BAD_QUERY}`]),
      ...GET_ROUTES.filter((route) => /\{(?!siteId)/.test(route)).map((route): [string, string] => ['GET', withPath(route, () => '%3C%20!%3E')]),
    ]);
    expect(found.length).toBeGreaterThan(GET_ROUTES.length / 2);
    expect(found.filter((line) => line.includes(' ✗ '))).toEqual([]);
  }, 120_000);

  it('on bodies, job parameters and a record’s layout', async () => {
    const execute = `/api/${SITE}/execute/Event/preview`;
    const found = await refusals([
      ['POST', execute, { filter: 1, command: '{}' }],
      ['POST', execute, { filter: '{}' }],
      ['POST', execute, { filter: '{}', command: '{}', inconnu: true }],
      ['POST', execute, []],
      ['POST', `/api/${SITE}/exports`, { type: 'Event', min: 'hier' }],
      ['POST', `/api/${SITE}/jobs/SUBSCRIPTIONS_RENEWALS`, { params: { windowSeconds: -1 } }],
      ['POST', `/api/${SITE}/jobs/SUBSCRIPTIONS_RENEWALS`, { params: { env: 'prod' } }],
      ['POST', `/api/${SITE}/jobs/SUBSCRIPTIONS_RENEWALS`, { params: { windowSeconds: 'demain' } }],
      ['POST', `/api/${SITE}/data/Page`, { label: 'Mise en page fausse', layout: [{ cols: [{ size: 13, contents: [] }] }] }],
      ['POST', '/api/auth/login', { login: 'a' }],
    ]);
    expect(found).toHaveLength(10);
    expect(found.filter((line) => line.includes(' ✗ '))).toEqual([]);
    expect(found).toContainEqual(expect.stringContaining('Paramètres invalides : « windowSeconds » doit être >= 0'));
    expect(found).toContainEqual(expect.stringContaining("Paramètres invalides : « env » n'est pas attendu"));
    expect(found).toContainEqual(expect.stringContaining('Erreur dans la mise en page : ligne 1 > colonne 1 : taille invalide (1 à 12)'));
    expect(found).toContainEqual(expect.stringContaining('Paramètres invalides : « windowSeconds » doit être un nombre entier'));
  }, 60_000);
});

// A schema saved on one server is live at once on another server of the same database (DATABASE_URL),
// and open consoles hear of it through server-sent events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client.js';
import { ADMIN, startTwoServers, type RunningServer } from '../support/startServer.js';

let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  ({ first, second } = await startTwoServers());
}, 180_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

/** The names of the events heard until `wanted` comes (jobs of the other server may send theirs meanwhile). */
async function eventsUntil(url: string, cookie: string, wanted: string, trigger: () => Promise<unknown>): Promise<string[]> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  await reader.read(); // the retry line: the stream is open
  await trigger();
  let text = '';
  const names = () => [...text.matchAll(/event: (\w+)/g)].map((m) => m[1]);
  const timeout = setTimeout(() => controller.abort(), 10_000);
  try {
    while (!names().includes(wanted)) text += new TextDecoder().decode((await reader.read()).value);
  } catch {
    // aborted by the timeout: the caller's assertion says what was heard
  }
  clearTimeout(timeout);
  controller.abort();
  return names();
}

describe('live catalogue across servers', () => {
  it('uses the PostgreSQL server of DATABASE_URL, and a schema saved on one server is live on the other', async () => {
    const a = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const b = await ApiClient.login(ADMIN.login, ADMIN.password, second.url);
    const id = `Podcast${Date.now()}`;
    const events = await eventsUntil(second.url, b.cookie, 'schemas', () =>
      a.post('/api/global/data/schema', {
        _id: id,
        label: 'Podcasts',
        singular: 'Podcast',
        section: 'contents',
        storedInInstanceDatabase: true,
        hasAssociatedDBCollection: true,
        propertiesGroups: ['Général'],
        propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true, searchable: true, column: true }],
      }),
    );
    expect(events).toContain('schemas');
    const created = await b.post(`/api/demo-prod/data/${id}`, { label: 'Épisode 1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await b.post(`/api/demo-prod/data/${id}`, { label: '' })).body.fields.label).toBe('Ce champ est requis');
    expect((await a.get(`/api/demo-prod/data/${id}/${created.body._id}`)).body.label).toBe('Épisode 1');
  });

  it('tells open consoles when the sites change', async () => {
    const a = await ApiClient.login(ADMIN.login, ADMIN.password, first.url);
    const b = await ApiClient.login(ADMIN.login, ADMIN.password, second.url);
    const events = await eventsUntil(second.url, b.cookie, 'sites', () =>
      a.post('/api/global/data/Site', { _id: `site-${Date.now()}`, label: 'Nouveau site' }),
    );
    expect(events).toContain('sites');
    expect((await b.get('/api/auth/me')).body.sites.some((s: { label: string }) => s.label === 'Nouveau site')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await fetch(`${second.url}/api/events`)).status).toBe(401);
  });
});

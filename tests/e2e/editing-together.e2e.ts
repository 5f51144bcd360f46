// Issue 22 §2, editing together: two people (two browser contexts, two accounts), one of them on a second console
// server of the same database, see each other on the record and in the list, see the field the other types in, and
// never lose a typed character to the other's save, whatever the interleaving (scripted below, saves in the same
// second included).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/startServer.js';
import { browserSuite, loggedInPage, notification, PROD, stamp } from './support.js';

const suite = browserSuite();
const BASE = `/${PROD.id}/contents/text-contents`;
let second: RunningServer;
let alice: { login: string; password: string };
let bruno: { login: string; password: string };

beforeAll(async () => {
  // The second server serves the same build on the same database (its presence and saves go through PostgreSQL).
  second = await startServer({ CONSOLE_DIR: inject('consoleDir'), DATABASE_URL: inject('databaseUrl') });
  alice = await suite.api.createAdminUser({ rights: { contents: true } });
  bruno = await suite.api.createAdminUser({ rights: { contents: true } });
});
afterAll(async () => {
  await second?.stop();
});

const title = (p: Page) => p.getByLabel(/^Titre/);
const chapo = (p: Page) => p.getByLabel(/^Chapô/);
const save = (p: Page) => p.getByRole('button', { name: 'Enregistrer' });
const stored = async (id: string) => (await suite.api.call('GET', `/api/${PROD.id}/data/TextContent/${id}`)).body;

/**
 * Alice on the suite's server, Bruno on the second one, both on the record's screen and each seeing the other there:
 * a save is told to the people on the record, and a screen is on it from its first beat, not from its first paint (a
 * save in between reaches the other screen only as its own save's 412, which merges the same way).
 */
async function bothOn(record: { _id: string; label: string }): Promise<[Page, Page]> {
  const a = await loggedInPage(suite.browser, alice.login, alice.password, `${BASE}/${record._id}/edit`);
  const b = await loggedInPage(suite.browser, bruno.login, bruno.password, `${BASE}/${record._id}/edit`, second.url);
  for (const p of [a, b]) await p.getByRole('heading', { name: record.label }).waitFor();
  await a.locator(`[data-presence="${bruno.login}"]`).waitFor();
  await b.locator(`[data-presence="${alice.login}"]`).waitFor();
  return [a, b];
}

const saved = (p: Page) => notification(p, 'a bien été enregistrée').first().waitFor();

// Two browsers on two servers: each step waits on the other side, so a test takes longer than a one-page one.
describe('editing together, across two servers', { timeout: 120_000 }, () => {
  it('shows who else is on the record (header and list) and the field they type in', async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Ensemble ${stamp()}`, isPremium: false });
    const [a, b] = await bothOn(record);
    expect(await a.locator(`[data-presence="${bruno.login}"]`).innerText()).toMatch(/^E[A-Z0-9]$/);

    await chapo(b).pressSequentially('Bruno écrit');
    await a
      .getByRole('status')
      .filter({ hasText: `${bruno.login} modifie ce champ` })
      .waitFor();

    // The list shows Bruno on the record's row. Searched for: the suites beside this one create records of the type, so
    // the record need not be on the list's first page.
    const searched = `${BASE}/collection?filter=${encodeURIComponent(JSON.stringify({ q: record.label }))}`;
    const list = await loggedInPage(suite.browser, alice.login, alice.password, searched);
    await list.getByRole('row').filter({ hasText: record.label }).waitFor();
    await list.getByRole('row').filter({ hasText: record.label }).locator(`[data-presence="${bruno.login}"]`).waitFor();
    // Bruno saves and closes his tab: gone from the record and the list at once (the tab says so as it closes).
    await save(b).click();
    await saved(b);
    await b.close({ runBeforeUnload: true });
    await a.locator(`[data-presence="${bruno.login}"]`).waitFor({ state: 'detached' });
    await list.getByRole('row').filter({ hasText: record.label }).locator('[data-presence]').waitFor({ state: 'detached' });
  });

  it("merges the other's save into untouched fields while one types, and loses no character", async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Fusion ${stamp()}`, isPremium: false });
    const [a, b] = await bothOn(record);
    await chapo(b).fill('Chapô de Bruno');
    // Alice types her title slowly while Bruno saves: his save lands in the middle of her typing.
    const typed = ' — titre retouché par Alice';
    await title(a).click();
    await a.keyboard.press('End');
    const typing = a.keyboard.type(typed, { delay: 40 });
    await save(b).click();
    await saved(b);
    await typing;
    await expect.poll(() => chapo(a).inputValue()).toBe('Chapô de Bruno');
    expect(await title(a).inputValue()).toBe(`${record.label}${typed}`);
    await notification(a, `${bruno.login} a modifié « Chapô »`).waitFor();
    await save(a).click();
    await saved(a);
    expect(await stored(record._id)).toMatchObject({ label: `${record.label}${typed}`, chapo: 'Chapô de Bruno' });
  });

  it("merges a save made before one's screen was on the record (its first beat), naming who saved", async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Avant le battement ${stamp()}`, isPremium: false });
    const a = await loggedInPage(suite.browser, alice.login, alice.password, `${BASE}/${record._id}/edit`);
    await a.getByRole('heading', { name: record.label }).waitFor();
    // Bruno's screen shows the record, its beats held until Alice has saved: her save's news went to nobody's screen.
    const b = await loggedInPage(suite.browser, bruno.login, bruno.password, BASE, second.url);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await b.route(`**/presence/TextContent/${record._id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await b.goto(`${second.url}${BASE}/${record._id}/edit`);
    await b.getByRole('heading', { name: record.label }).waitFor();
    await chapo(a).fill("Chapô d'Alice");
    await save(a).click();
    await saved(a);
    release();
    await expect.poll(() => chapo(b).inputValue()).toBe("Chapô d'Alice");
    await notification(b, `${alice.login} a modifié « Chapô »`).waitFor();
  });

  it('keeps both when they save different fields within the same second', async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Même seconde ${stamp()}`, isPremium: false });
    const [a, b] = await bothOn(record);
    await title(a).fill(`${record.label} (Alice)`);
    await chapo(b).fill('Chapô (Bruno)');
    await Promise.all([save(a).click(), save(b).click()]);
    // One of the two saves may come back 412: its console merges the other's, keeps its own, and saves again on a click.
    const both = `${record.label} (Alice) / Chapô (Bruno)`;
    await expect
      .poll(
        async () => {
          const now = await stored(record._id);
          const seen = `${now.label} / ${now.chapo}`;
          if (seen !== both) for (const p of [a, b]) if (await save(p).isEnabled()) await save(p).click();
          return seen;
        },
        { interval: 1_000, timeout: 20_000 },
      )
      .toBe(both);
    await expect.poll(() => title(b).inputValue()).toBe(`${record.label} (Alice)`);
    await expect.poll(() => chapo(a).inputValue()).toBe('Chapô (Bruno)');
  });
  it('asks, with both values, about a field both changed, and keeps the chosen one', async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Conflit ${stamp()}`, isPremium: false });
    const [a, b] = await bothOn(record);
    await title(a).fill('Titre selon Alice');
    await title(b).fill('Titre selon Bruno');
    await save(a).click();
    await saved(a);
    const dialog = b.getByRole('dialog', { name: 'Modifié des deux côtés' });
    await dialog.getByText('Ma version : Titre selon Bruno').waitFor();
    await dialog.getByText(`Version de ${alice.login} : Titre selon Alice`).click();
    await dialog.getByRole('button', { name: 'Garder ces versions' }).click();
    expect(await title(b).inputValue()).toBe('Titre selon Alice');
    // Alice's save reached Bruno's form without reloading it: his choice is already the stored value, nothing to save.
    expect((await stored(record._id)).label).toBe('Titre selon Alice');
  });
});

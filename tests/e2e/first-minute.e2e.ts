// Issue 29 §1, as a newcomer meets it: the first minute after a fresh start, the demo still filling in the background
// (DEMO_FILL), a developer creates a type with sortable properties in the schema editor; the save goes through and the
// type's list opens at once, sorted by one of them. (Before: a deadlock or a false « données enregistrées » refusal.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/startServer.js';
import { launch, loginAs } from './browser.js';
import { Api, PROD, sectionsNav, sidebarLink } from './support.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Its own fresh server with the demo's full volume, answered as soon as it serves: the fill runs beside the test.
  server = await startServer({ CONSOLE_DIR: inject('consoleDir'), DEMO_VOLUME: 'full' }, { beforeDemoFilled: true });
  browser = await launch();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const switchOf = (page: Page, panel: string, label: string) =>
  page.getByRole('region', { name: new RegExp(`^Propriété n° ${panel}`) }).getByRole('switch', { name: new RegExp(`^${label}`) });

async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, combobox: RegExp, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

// The type of each try: a retry runs on the same server, where the first try's type may already be.
let tries = 0;

describe('the first minute after a fresh start', () => {
  it('creates a type with sortable properties while the demo fills, and opens its list sorted at once', async () => {
    const retry = ++tries > 1 ? String.fromCharCode(64 + tries) : '';
    const [type, plural, singular] = [`Emission${retry}`, `Émissions${retry && ` ${retry}`}`, `Émission${retry && ` ${retry}`}`];
    const api = await Api.login(undefined, undefined, server.url);
    expect((await api.call('GET', '/api/health')).body.demoComplete).toBe(false);

    const page = await loginAs(browser, undefined, undefined, `/${PROD.id}/super-admin/schemas/new`, server.url);
    page.setDefaultTimeout(30_000);
    await page.getByRole('heading', { name: 'Création de schéma' }).waitFor();
    await page.getByLabel('Identifiant (nom de classe)').fill(type);
    await page.getByLabel('Libellé (pluriel)').fill(plural);
    await page.getByLabel('Libellé (singulier)').fill(singular);
    await choose(page, page, /^Section/, 'Contenus');
    await page.getByRole('tab', { name: /^Propriétés/ }).click();
    for (const [n, key, label, type] of [
      [1, 'label', 'Titre', undefined],
      [2, 'duration', 'Durée', 'int — Entier'],
      [3, 'publishTs', 'Publication', 'timestamp — Date et heure'],
    ] as const) {
      await page.getByRole('button', { name: 'Ajouter une propriété' }).click();
      const panel = page.getByRole('region', { name: new RegExp(`^Propriété n° ${n}( :|$)`) });
      await panel.getByLabel('Clé', { exact: true }).fill(key);
      await panel.getByLabel('Libellé', { exact: true }).fill(label);
      if (type) await choose(page, panel, /^Type/, type);
    }
    for (const flag of ['Requis', 'Colonne de la liste', 'Recherchable']) await switchOf(page, '1', flag).check();
    for (const n of ['2', '3']) for (const flag of ['Colonne de la liste', 'Triable']) await switchOf(page, n, flag).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .locator('.MuiSnackbar-root')
      .filter({ hasText: `Schémas - ${plural} a bien été enregistrée` })
      .waitFor();
    // Still filling: the save did not wait for a quiet database.
    expect((await api.call('GET', '/api/health')).body.demoComplete).toBe(false);

    for (const [label, duration] of [
      ['Courte', 5],
      ['Longue', 90],
    ] as const) {
      expect((await api.call('POST', `/api/${PROD.id}/data/${type}`, { label, duration })).status).toBe(201);
    }
    // The new type is in its section at once, without reloading the console.
    await sectionsNav(page).getByRole('link', { name: 'Contenus', exact: true }).click();
    // Its count beside it (« 2 enregistrements ») once the sidebar's counts have come.
    await sidebarLink(page, 'Contenus', plural).click();
    const firstCells = page.locator('main table tbody tr td:first-child');
    await expect.poll(() => firstCells.allInnerTexts()).toHaveLength(2);
    const sortBy = page.getByRole('columnheader', { name: 'Durée' }).getByRole('button');
    const order = () => new URL(page.url()).searchParams.get('order');
    // A second click reverses the order the first one set: it waits for the list sorted by the first, as a person sees
    // the arrow first (until then, on a loaded machine, the screen still holds the order of before).
    const sortedAnswer = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get('sortBy') === 'duration');
    await sortBy.click();
    await sortedAnswer;
    expect(order()).toBe('ASC');
    await sortBy.click();
    await expect.poll(order).toBe('DESC');
    await expect.poll(() => page.locator('main table tbody tr').first().innerText()).toContain('Longue');
  }, 240_000);
});

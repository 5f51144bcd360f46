// Issue 34, "a designed look", as staff see it at 1,440 × 900: the account as an avatar, the site picker's whole name,
// no 'Menu' beside a sidebar on screen, a record's title on one line with the developers' actions in a menu, property
// keys behind 'Mode développeur', row actions as icons with tooltips, the compact density, and the navbar's colour
// telling a prod server from a dev one.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../support/startServer.js';
import { AXE_TAGS } from './axe.js';
import { browserSuite, loggedInPage, openCollection, PROD, rowWith, stamp, tableRows, waitForPath } from './support.js';

const suite = browserSuite();
const LIST = `/${PROD.id}/contents/text-contents`;
const run = stamp();
/** A title far longer than its line. */
const LONG_TITLE = `Compte rendu ${run} : ${'la séance du conseil municipal et ses suites, '.repeat(5)}fin`;
let staff: { login: string; password: string };
let record: { _id: string };
const dense: { _id: string; label: string }[] = [];

beforeAll(async () => {
  // A long e-mail login, as the issue's « ceo-acceptance@example.org » that wrapped onto two lines.
  staff = { login: `direction-generale-acceptance-${run}@example.org`, password: 'mot-de-passe-e2e-42' };
  await suite.api.create('global', 'AdminUser', { ...staff, rights: { contents: true } });
  record = await suite.api.create(PROD.id, 'TextContent', { label: LONG_TITLE, isPremium: false });
  // A page and a half of records found by one word, for the density.
  for (let i = 0; i < 28; i++) dense.push(await suite.api.create(PROD.id, 'TextContent', { label: `Densité ${run} n°${i}`, isPremium: false }));
});

const oneLine = async (element: Locator) => {
  const lineHeight = await element.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
  return (await element.boundingBox())!.height < lineHeight * 1.5;
};
const blockingAxe = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).setLegacyMode().analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.html}`);

describe('the navbar at 1,440 × 900', () => {
  it("shows the account as an avatar whose menu holds the login, 'Mes sessions' and 'Déconnexion'", async () => {
    const page = await loggedInPage(suite.browser, staff.login, staff.password, LIST + '/collection');
    await page.setViewportSize({ width: 1440, height: 900 });
    const profile = page.getByRole('banner').getByRole('button', { name: 'Profil' });
    const box = (await profile.boundingBox())!;
    expect(box.width <= 48 && box.height <= 48, JSON.stringify(box)).toBe(true);
    expect(await page.getByRole('banner').getByText(staff.login).count()).toBe(0);
    await profile.click();
    const menu = page.getByRole('menu');
    const login = menu.getByText(`Connecté en tant que ${staff.login}`);
    await login.waitFor();
    for (const item of ['Mes sessions', 'Déconnexion']) await menu.getByRole('menuitem', { name: item }).waitFor();
    await menu.getByRole('menuitemcheckbox', { name: 'Affichage compact' }).waitFor();
    // Staff have no developer mode.
    expect(await menu.getByRole('menuitemcheckbox', { name: 'Mode développeur' }).count()).toBe(0);
    expect(await blockingAxe(page, '[role="menu"]')).toEqual([]);
  });

  it("shows the site's whole name in the site picker", async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, LIST + '/collection');
    await page.setViewportSize({ width: 1440, height: 900 });
    const picker = page.getByRole('combobox', { name: 'Site' });
    expect(await picker.innerText()).toBe(PROD.option);
    expect(await picker.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  });

  it("offers no 'Menu' button while the sidebar is on screen, and one on a phone (375 px)", async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCollection(page, LIST + '/collection', 'Contenus texte');
    await page.getByRole('navigation', { name: 'Contenus', exact: true }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await menu.waitFor();
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Contenus', exact: true }).count()).toBe(0);
  });
});

describe('navbar colours', () => {
  let prod: RunningServer;
  beforeAll(async () => {
    // The same build and database, as production: only the environment differs.
    prod = await startServer({ ENV_NAME: 'prod', CONSOLE_DIR: inject('consoleDir'), DATABASE_URL: inject('databaseUrl') });
  });
  afterAll(() => prod?.stop());

  it('tell a prod server from a dev one, whoever looks, with white text at AA on both', async () => {
    const colour = (p: Page) => p.getByRole('banner').evaluate((e) => getComputedStyle(e).backgroundColor);
    const dev = await loggedInPage(suite.browser, staff.login, staff.password);
    const onProd = await loggedInPage(suite.browser, staff.login, staff.password, '/', prod.url);
    expect(await colour(dev)).toBe('rgb(23, 74, 134)');
    expect(await colour(onProd)).toBe('rgb(127, 19, 19)');
    // A developer also reads it on the environment tag.
    const developer = await loggedInPage(suite.browser, undefined, undefined, '/', prod.url);
    expect(await developer.getByRole('banner').getByRole('button', { name: 'Environnement prod' }).innerText()).toBe('PROD');
    expect(await blockingAxe(developer, 'header')).toEqual([]);
  });
});

describe("a record's header", () => {
  it("holds a long title on one line, whole on hover, and the developers' actions in its menu", async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `${LIST}/${record._id}/edit`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const title = page.getByRole('heading', { level: 1, name: LONG_TITLE });
    await title.waitFor();
    expect(await oneLine(title)).toBe(true);
    expect(await title.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await title.hover();
    await page.getByRole('tooltip', { name: LONG_TITLE }).waitFor();
    for (const name of ['Accéder au schéma', 'Recharger les schémas']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByRole('button', { name: 'Actions avancées' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(expect.arrayContaining(['Accéder au schéma', 'Recharger les schémas']));
  });

  it('shows staff neither the menu nor the property keys', async () => {
    const page = await loggedInPage(suite.browser, staff.login, staff.password, `${LIST}/${record._id}/edit`);
    await page.getByRole('heading', { level: 1, name: LONG_TITLE }).waitFor();
    await page.getByLabel(/^Titre/).waitFor();
    expect(await page.getByRole('button', { name: 'Actions avancées' }).count()).toBe(0);
    expect(await page.getByText('label', { exact: true }).count()).toBe(0);
  });

  it("shows a developer the property keys until 'Mode développeur' is off, a choice kept after a reload", async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `${LIST}/${record._id}/edit`);
    const key = page.locator('main').getByText('label', { exact: true });
    await key.waitFor();
    const developerMode = async () => {
      await page.getByRole('button', { name: 'Profil' }).click();
      return page.getByRole('menuitemcheckbox', { name: 'Mode développeur' });
    };
    const item = await developerMode();
    expect(await item.getAttribute('aria-checked')).toBe('true');
    await item.click();
    await expect.poll(() => key.count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByLabel(/^Titre/).waitFor();
    expect(await key.count()).toBe(0);
    expect(await (await developerMode()).getAttribute('aria-checked')).toBe('false');
  });
});

describe('a list', () => {
  it('gives each row its actions as icons, reached by keyboard with their tooltips; the row itself opens the record', async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, LIST + '/collection');
    await page.setViewportSize({ width: 1440, height: 900 });
    const { _id, label } = dense[3];
    await page.getByPlaceholder('Rechercher').fill(label);
    await expect.poll(() => tableRows(page).count()).toBe(1);
    const row = rowWith(page, label);
    const edit = row.getByRole('link', { name: 'Modifier' });
    await edit.waitFor();
    expect(await edit.innerText()).toBe('');
    // From the search box, Tab leads through the table's headings to the row's first action.
    await page.getByPlaceholder('Rechercher').focus();
    for (let presses = 0; !(await edit.evaluate((e) => e === document.activeElement)); presses++) {
      expect(presses, "Tab to the row's 'Modifier'").toBeLessThan(30);
      await page.keyboard.press('Tab');
    }
    await page.getByRole('tooltip', { name: 'Modifier' }).waitFor();
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip', { name: 'Stats' }).waitFor();
    expect(await page.getByRole('tooltip', { name: 'Modifier' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await row.getByRole('cell').first().click();
    await waitForPath(page, `${LIST}/${_id}/edit`);
  });

  it("shows 25 rows at 1,440 × 900 in 'Affichage compact', a choice kept after a reload", async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, LIST + '/collection');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByPlaceholder('Rechercher').fill(`Densité ${run}`);
    await expect.poll(() => tableRows(page).count()).toBe(28);
    const rowsInView = () => tableRows(page).evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length);
    const standard = await rowsInView();
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Affichage compact' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(rowsInView).toBeGreaterThanOrEqual(25);
    expect(standard).toBeLessThan(25);
    await page.reload();
    await expect.poll(() => tableRows(page).count()).toBe(28);
    expect(await rowsInView()).toBeGreaterThanOrEqual(25);
  });
});

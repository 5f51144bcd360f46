// Spec 000 §2 "Sections" (a user lacking the right is redirected to the site root), §6 "Roles and permissions"
// (siteIds, rights, developer-only Archived toggle), design.md §5: a contents editor restricted to demo-dev.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  browserSuite,
  DEV,
  loggedInPage,
  notification,
  openCollection,
  pathOf,
  PROD,
  rowWith,
  sectionsNav,
  stamp,
  url,
  waitForPath,
} from './support.js';

// One page for the whole suite: the editor stays logged in from test to test.
const suite = browserSuite({ keepPages: true });
let page: Page;
let editor: { login: string; password: string };

beforeAll(async () => {
  editor = await suite.api.createAdminUser({ rights: { contents: true }, siteIds: [DEV.id] });
  page = await loggedInPage(suite.browser, editor.login, editor.password);
});

describe('a contents editor restricted to one site', () => {
  it('lands on that site, the only one the switcher offers', async () => {
    await waitForPath(page, `/${DEV.id}`);
    await page.getByRole('heading', { name: 'Contenus', exact: true }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Site' });
    expect(await switcher.innerText()).toBe(DEV.option);
    await switcher.click();
    expect(await page.getByRole('option').allTextContents()).toEqual([DEV.option]);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  });

  it("sees only the entries of its right (contents: 'Contenus' and 'Encodage vidéo'), and no developer tag", async () => {
    await page.goto(url(`/${DEV.id}`));
    await sectionsNav(page).waitFor();
    expect(await sectionsNav(page).getByRole('link').allTextContents()).toEqual(['Contenus', 'Encodage vidéo']);
    for (const hidden of ['Site', 'Produits', 'Utilisateurs', 'Paiements', 'Admin', 'Super admin']) {
      expect(await page.getByRole('banner').getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: /^Environnement/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menu').getByText(`Connecté en tant que ${editor.login}`).waitFor();
    await page.keyboard.press('Escape');
  });

  it('is sent back to the site root from sections it has no right to', async () => {
    for (const path of [
      `/${DEV.id}/products`,
      `/${DEV.id}/products/subscription-formulas/collection`,
      `/${DEV.id}/super-admin`,
      `/${DEV.id}/super-admin/admin-users/collection`,
      `/${DEV.id}/website-configuration`,
      `/${DEV.id}/users`,
    ]) {
      await page.goto(url(path));
      await waitForPath(page, `/${DEV.id}`);
      // The dashboard, with the one tile this editor may open, and why it is there rather than where it asked.
      await page.getByRole('heading', { name: 'Contenus', exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Mise en page des pages' }).count()).toBe(0);
      await notification(page, "Vous n'avez pas accès à la section").waitFor();
    }
  });

  it('is told when a record it asks for does not exist, and lands on its list', async () => {
    await page.goto(url(`/${DEV.id}/contents/text-contents/inexistant-${stamp()}/edit`));
    await waitForPath(page, `/${DEV.id}/contents/text-contents/collection`);
    await notification(page, "Cet enregistrement n'existe pas ou a été archivé").waitFor();
  });

  it("reads a question's author as text, not as a link to the users it may not open", async () => {
    await openCollection(page, `/${DEV.id}/contents/questions/collection`, 'Questions');
    const row = rowWith(page, 'Quand la nouvelle ligne de tram sera-t-elle mise en service ?');
    await row.getByText('camille.durand@example.com', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'camille.durand@example.com' }).count()).toBe(0);
  });

  it('sees no empty heading in the sidebar of a section of custom pages only', async () => {
    await page.goto(url(`/${DEV.id}/video-encoding`));
    const sidebar = page.getByRole('navigation', { name: 'Encodage vidéo', exact: true });
    await sidebar.getByRole('link', { name: 'En cours' }).waitFor();
    expect(await sidebar.locator('.MuiListSubheader-root').allInnerTexts()).toEqual(['Raccourcis']);
  });

  it('lands back on its site from another site', async () => {
    for (const path of [`/${PROD.id}`, `/${PROD.id}/contents/text-contents/collection`, '/MODELE-DE-SITE-VIERGE/contents']) {
      await page.goto(url(path));
      await waitForPath(page, `/${DEV.id}`);
      expect(await page.getByRole('combobox', { name: 'Site' }).innerText()).toBe(DEV.option);
      await notification(page, "Ce site n'existe pas ou ne vous est pas ouvert").waitFor();
    }
  });

  it("works on the site's contents, without the developer's 'Archivés' toggle", async () => {
    await page.goto(url(`/${DEV.id}`));
    await sectionsNav(page).getByRole('link', { name: 'Contenus' }).click();
    await waitForPath(page, `/${DEV.id}/contents/text-contents/collection`);
    await openCollection(page, `/${DEV.id}/contents/text-contents/collection`, 'Contenus texte');
    await rowWith(page, "Festival d'Avignon : une édition record").waitFor();
    expect(await page.getByRole('link', { name: '+ Créer' }).isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Archivés' }).count()).toBe(0);
    expect(await page.getByText('Archivés').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Modifier le schéma' }).count()).toBe(0);

    // Its record screens open too.
    await rowWith(page, "Festival d'Avignon : une édition record").locator('td').first().click();
    await page.waitForURL((location) => location.pathname.endsWith('/edit'));
    expect(pathOf(page)).toMatch(new RegExp(`^/${DEV.id}/contents/text-contents/[^/]+/edit$`));
    await page.getByRole('heading', { name: "Festival d'Avignon : une édition record" }).waitFor();
  });
});

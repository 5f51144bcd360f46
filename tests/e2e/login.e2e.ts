// Spec 000 §2 "Login" and "Dashboard", §4 "Session": a logged-out user sees only the login page; logging in
// opens the current site's dashboard; logging out ends the session.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.js';
import { ADMIN, PROD, pathOf, url, waitForPath } from './support.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.context().close();
});

async function anonymousPage(path: string): Promise<Page> {
  page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
  page.setDefaultTimeout(15_000);
  await page.goto(url(path));
  return page;
}

async function expectLoginPageOnly(p: Page) {
  await p.getByRole('heading', { name: 'Connexion' }).waitFor();
  expect(await p.getByLabel('Identifiant').isVisible()).toBe(true);
  expect(await p.getByLabel('Mot de passe').isVisible()).toBe(true);
  expect(await p.getByRole('button', { name: 'Se connecter', exact: true }).isVisible()).toBe(true);
  // Nothing of the console: no navbar, no sections, no site switcher, no data.
  expect(await p.getByRole('banner').count()).toBe(0);
  expect(await p.getByRole('navigation').count()).toBe(0);
  expect(await p.getByRole('combobox', { name: 'Site' }).count()).toBe(0);
  expect(await p.getByText('Contenus texte').count()).toBe(0);
}

async function fillLogin(p: Page, login: string, password: string) {
  await p.getByLabel('Identifiant').fill(login);
  await p.getByLabel('Mot de passe').fill(password);
  await p.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('login page', () => {
  it('is all a logged-out user sees, whatever the URL', async () => {
    await anonymousPage('/');
    await expectLoginPageOnly(page);
    await page.goto(url(`/${PROD.id}/contents/text-contents/collection`));
    await expectLoginPageOnly(page);
    // The button waits for both fields.
    expect(await page.getByRole('button', { name: 'Se connecter', exact: true }).isDisabled()).toBe(true);
  });

  it('shows the error under the form on a wrong password and stays on the login page', async () => {
    await anonymousPage('/');
    await fillLogin(page, ADMIN.login, 'pas-le-bon-mot-de-passe');
    const error = page.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect' });
    await error.waitFor();
    const button = await page.getByRole('button', { name: 'Se connecter', exact: true }).boundingBox();
    const alert = await error.boundingBox();
    expect(alert!.y).toBeGreaterThan(button!.y + button!.height - 1);
    expect(pathOf(page)).toBe('/');
    await expectLoginPageOnly(page);
    // The form keeps what was typed, so the user can correct the password.
    expect(await page.getByLabel('Identifiant').inputValue()).toBe(ADMIN.login);
  });

  it("opens the site's dashboard with its three tiles once the right password is given", async () => {
    await anonymousPage('/');
    await fillLogin(page, ADMIN.login, 'pas-le-bon-mot-de-passe');
    await page.getByText('Identifiant ou mot de passe incorrect').waitFor();
    await page.getByLabel('Mot de passe').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // No site chosen yet: the first permitted site by name.
    await waitForPath(page, `/${PROD.id}`);
    for (const tile of ['Options du site', 'Mise en page des pages', 'Contenus']) {
      await page.getByRole('heading', { name: tile, exact: true }).waitFor();
    }
    // The three tiles, then the home of issue 34 under them.
    await page.getByRole('heading', { name: 'Accueil', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Options du site',
      'Mise en page des pages',
      'Contenus',
      'Accueil',
    ]);
    expect(await page.getByText('Identifiant ou mot de passe incorrect').count()).toBe(0);
    // No sidebar on the dashboard.
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    expect(await page.getByText('Général', { exact: true }).count()).toBe(0);
    // The tiles lead to their screens.
    await page.getByRole('link', { name: /Mise en page des pages/ }).click();
    await waitForPath(page, `/${PROD.id}/website-configuration/pages/collection`);
    await page.goBack();
    await page.getByRole('link', { name: /^Contenus Articles/ }).click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
    await page.getByRole('heading', { name: 'Contenus texte', exact: true }).waitFor();
  });

  it('logs out from the user menu, after which the console is out of reach', async () => {
    await anonymousPage(`/${PROD.id}/contents/text-contents/collection`);
    await fillLogin(page, ADMIN.login, ADMIN.password);
    // Logging in at a deep link serves that screen.
    await page.getByRole('heading', { name: 'Contenus texte', exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/${PROD.id}/contents/text-contents/collection`);

    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menu').getByText(`Connecté en tant que ${ADMIN.login}`).waitFor();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expectLoginPageOnly(page);

    // The session is over on the server too: reloading or opening a console URL gives the login page again.
    expect((await page.request.get(url('/api/auth/me'))).status()).toBe(401);
    await page.reload();
    await expectLoginPageOnly(page);
    await page.goto(url(`/${PROD.id}`));
    await expectLoginPageOnly(page);
    await page.goBack();
    await expectLoginPageOnly(page);
  });
});

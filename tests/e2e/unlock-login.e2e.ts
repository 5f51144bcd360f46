// A super administrator unlocks an account that too many wrong passwords stopped, from the admin user's screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.js';
import { Api, PROD, loggedInPage, notification, stamp, url } from './support.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await loggedInPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('the admin user screen', () => {
  it("unlocks the login with 'Débloquer la connexion'", async () => {
    const admin = await Api.login();
    const login = `verrou-${stamp()}@example.com`;
    const { _id } = await admin.create('global', 'AdminUser', { login, password: 'le-bon-mot-de-passe' });
    const attempt = (password: string) => new Api().call('POST', '/api/auth/login', { login, password });
    for (let i = 0; i < 10; i++) expect((await attempt(`mauvais-${i}`)).status).toBe(401);
    expect((await attempt('le-bon-mot-de-passe')).body.message).toMatch(/demandez à un super administrateur de débloquer le compte/);

    await page.goto(url(`/${PROD.id}/super-admin/admin-users/${_id}/edit`));
    await page.getByRole('button', { name: 'Débloquer la connexion' }).click();
    await notification(page, /Connexion débloquée/).waitFor();
    expect((await attempt('le-bon-mot-de-passe')).status).toBe(200);
  });
});

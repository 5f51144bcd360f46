// Playwright on Debian's Chromium (npx playwright install cannot work here), logged in through the real login page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ADMIN } from '../support/startServer.js';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const consoleUrl = (): string => inject('consoleUrl');

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** `base`: another console server than the suites' (a second server on the same database). */
export async function loginAs(browser: Browser, login = ADMIN.login, password = ADMIN.password, path = '/', base = consoleUrl()): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
  await logIn(page, login, password, path, base);
  return page;
}

/** Logs in through the login form of `path`, on a page of the caller's (its own size, its own scale). */
export async function logIn(page: Page, login = ADMIN.login, password = ADMIN.password, path = '/', base = consoleUrl()): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(password);
  const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
  await submit.click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login') && url.pathname !== '/');
  // A deep address shows the login form in place (its address already the one asked for): logged in once the form
  // has gone. A caller going elsewhere before that went with the login unanswered, and found the form again there.
  // Its bound is a CI run's: both lanes on 2 cores, a login has taken over 30 s (the answer, then the shell's code).
  await submit.waitFor({ state: 'detached', timeout: 45_000 });
}

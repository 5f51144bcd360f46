// Single sign-on (issue 32, part A) in Chromium: 'Se connecter avec Simulateur local' on the login page, the local
// simulator's own login screen, the account created at the first sign-in with the rights its groups map to; then a
// group removed at the provider, and its section gone at the next sign-in; the linked identity on 'Sécurité', then
// unlinked; the person's refusal at the provider shown on the login page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerConfirm, browserSuite, notification, pathOf, sectionsNav, stamp, url } from './support.js';

const suite = browserSuite();

/** From the console's login page through the simulator's, back into the console. */
async function signInWithSimulator(page: Page, login: string): Promise<void> {
  await page.goto(url('/'));
  await page.getByRole('heading', { name: 'Connexion' }).waitFor();
  // The password form keeps its one 'Se connecter' button: the providers' are links beside it.
  expect(await page.getByRole('button', { name: 'Se connecter', exact: true }).count()).toBe(1);
  const provider = page.getByRole('link', { name: 'Se connecter avec Simulateur local' });
  await provider.waitFor();
  expect(await page.getByText('simulateur local', { exact: true }).isVisible()).toBe(true);
  await provider.click();
  // The simulator's screen says what it is; a provider session still open skips it.
  const form = page.getByLabel('Identifiant');
  const back = page.getByRole('navigation', { name: 'Sections' });
  await Promise.race([form.waitFor(), back.waitFor()]);
  if (await form.isVisible()) {
    expect(await page.getByText("Simulateur local du fournisseur d'identité").isVisible()).toBe(true);
    await form.fill(login);
    await page.getByLabel('Mot de passe').fill('demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  await back.waitFor();
}

describe('single sign-on through the local OpenID provider simulator', () => {
  it('creates the account with the mapped rights, and a group removed at the provider takes its section away', async () => {
    const record = await suite.api.call('GET', '/api/global/data/SsoProvider/simulateur-local');
    const issuer: string = record.body.issuer;
    const login = `e2e${stamp()}`;
    const person = {
      sub: `sub-${login}`,
      login,
      name: 'Camille Essai',
      email: `${login}@exemple.fr`,
      emailVerified: true,
      groups: ['redaction', 'boutique'],
    };
    expect((await fetch(`${issuer}/_simulateur/accounts`, { method: 'POST', body: JSON.stringify(person) })).status).toBe(201);

    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await signInWithSimulator(page, login);
    const nav = sectionsNav(page);
    await nav.getByRole('link', { name: 'Contenus' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Produits' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Super admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menu').getByText(`Connecté en tant que ${person.email}`).waitFor();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    // The console's session is over; the provider's end-session is offered.
    await page.getByRole('link', { name: 'Se déconnecter aussi' }).waitFor();

    const removed = await fetch(`${issuer}/_simulateur/accounts/${login}/groups`, { method: 'PUT', body: JSON.stringify({ groups: ['redaction'] }) });
    expect(removed.status).toBe(200);
    await signInWithSimulator(page, login);
    await nav.getByRole('link', { name: 'Contenus' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Produits' }).count()).toBe(0);
    expect(pathOf(page)).not.toBe('/');

    // 'Sécurité' names the company account linked to this one.
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Sécurité' }).click();
    const linked = page.getByRole('region', { name: 'Authentification unique' });
    await linked.getByText(`Simulateur local : identifiant « ${person.sub} »`).waitFor();
    // 'Délier', confirmed: the section goes, and the log says so.
    await linked.getByRole('button', { name: 'Délier' }).click();
    await answerConfirm(page, 'Délier votre compte Simulateur local ?', 'Délier');
    await notification(page, "Compte d'entreprise délié").waitFor();
    await linked.waitFor({ state: 'detached' });
    const audit = await suite.api.call('GET', '/api/audit-log?action=sso_unlinked');
    expect(audit.body.data[0]).toMatchObject({ login: person.email, detail: { subject: person.sub } });
  });

  it("shows the provider's refusal on the login page in French", async () => {
    const page = await suite.browser.newPage({ locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Se connecter avec Simulateur local' }).click();
    await page.getByRole('button', { name: 'Refuser la connexion' }).click();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await page.getByRole('alert').filter({ hasText: "Le fournisseur d'identité a refusé la connexion" }).waitFor();
  });
});

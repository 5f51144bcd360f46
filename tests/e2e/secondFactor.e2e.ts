// A second factor and sessions in view (issue 32), as staff meet them: TOTP set up from 'Sécurité' and a sign-in with
// its code; a passkey registered with Chromium's virtual authenticator and a sign-in with it alone; another session
// ended from 'Mes sessions' and signed out; an account the sign-in rule requires a factor of sets up a passkey at its
// sign-in; a super administrator with a factor asked for it again before removing another account's factors.
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, notification, PROD, url } from './support.js';

const suite = browserSuite();

async function signInWithPassword(page: Page, base: string, login: string, password: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function openUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A page on localhost (WebAuthn needs a secure origin and a domain, not 127.0.0.1) with Chromium's virtual authenticator. */
async function pageWithAuthenticator() {
  const context = await suite.browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { page, base: url('').replace('127.0.0.1', 'localhost') };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
}

describe('a second factor', () => {
  it('sets up the authenticator app from Sécurité, then signs in with its code', async () => {
    const { login, password } = await suite.api.createAdminUser({ rights: { contents: true } });
    const page = await suite.browser.newPage({ locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await signInWithPassword(page, url(''), login, password);
    await openUserMenu(page, 'Sécurité');
    await page.getByRole('button', { name: "Activer l'application d'authentification" }).click();
    await expect.poll(() => page.getByAltText("QR code de l'application d'authentification").isVisible()).toBe(true);
    const secret = await page.getByTestId('totp-secret').innerText();
    await page.getByLabel('Code de vérification').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await notification(page, "Application d'authentification activée").waitFor();
    expect(await page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').count()).toBe(10);

    // Another browser: the password, then the code of the next period (the first one is spent).
    const other = await suite.browser.newPage({ locale: 'fr-FR' });
    other.setDefaultTimeout(15_000);
    await signInWithPassword(other, url(''), login, password);
    await other.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    await other.getByLabel('Code de vérification').fill('000000');
    await other.getByRole('button', { name: 'Valider' }).click();
    await other.getByRole('alert').filter({ hasText: 'Code incorrect ou déjà utilisé' }).waitFor();
    await other.getByLabel('Code de vérification').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await other.getByRole('button', { name: 'Valider' }).click();
    await other.getByRole('button', { name: 'Profil' }).waitFor();
  });

  it("asks a super administrator for their code again before removing another account's factors, then removes them", async () => {
    const { login, password } = await suite.api.createAdminUser({ superAdmin: true });
    const other = await suite.api.create('global', 'AdminUser', { login: `e2e-autre-${Date.now()}@example.com`, password: 'mot-de-passe-e2e-42' });
    const page = await suite.browser.newPage({ locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await signInWithPassword(page, url(''), login, password);
    // Set up on this session, the factor has not been given on it yet.
    await openUserMenu(page, 'Sécurité');
    await page.getByRole('button', { name: "Activer l'application d'authentification" }).click();
    const secret = await page.getByTestId('totp-secret').innerText();
    await page.getByLabel('Code de vérification').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await notification(page, "Application d'authentification activée").waitFor();

    await page.goto(url(`/${PROD.id}/super-admin/admin-users/${other._id}/edit`));
    await page.getByRole('button', { name: 'Retirer ses seconds facteurs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
    const ask = page.getByRole('dialog', { name: 'Confirmez votre identité' });
    await ask.getByLabel('Code de vérification').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await ask.getByRole('button', { name: 'Confirmer' }).click();
    await notification(page, 'Seconds facteurs retirés : ce compte se connecte de nouveau avec son mot de passe').waitFor();
    await ask.waitFor({ state: 'hidden' });
  });

  it('registers a passkey, signs in with it alone, and ends another session from Mes sessions', async () => {
    const { login, password } = await suite.api.createAdminUser({ rights: { contents: true } });
    // Another device, signed in before any factor: the session to end at the end.
    const laptop = await suite.browser.newPage({ locale: 'fr-FR' });
    laptop.setDefaultTimeout(15_000);
    await signInWithPassword(laptop, url(''), login, password);
    await laptop.getByRole('button', { name: 'Profil' }).waitFor();

    const { page, base } = await pageWithAuthenticator();
    await signInWithPassword(page, base, login, password);
    await openUserMenu(page, 'Sécurité');
    await page.getByLabel('Nom de la nouvelle clé').fill('Ordinateur du bureau');
    await page.getByRole('button', { name: "Ajouter une clé d'accès" }).click();
    await notification(page, "Clé d'accès ajoutée").waitFor();
    await page.getByRole('group', { name: "Clé d'accès Ordinateur du bureau" }).waitFor();

    // Signed out, the passkey alone signs in again.
    await signOut(page);
    await page.getByRole('button', { name: "Se connecter avec une clé d'accès" }).click();
    await page.getByRole('button', { name: 'Profil' }).waitFor();

    await openUserMenu(page, 'Mes sessions');
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await sessions.getByText('Cette session').waitFor();
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => sessions.getByText("Clé d'accès", { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Fermer toutes les autres sessions' }).click();
    await notification(page, 'Les autres sessions sont fermées').waitFor();
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(1);
    await laptop.reload();
    await laptop.getByRole('heading', { name: 'Connexion' }).waitFor();
  });

  it('walks an account the rule requires a factor of through a passkey at its sign-in', async () => {
    const { login, password } = await suite.api.createAdminUser({ rights: { users: true } });
    const policy = (sensitiveRights: boolean) =>
      suite.api.call('PUT', '/api/global/sign-in-policy', { superAdmins: false, sensitiveRights, everyone: false });
    expect((await policy(true)).status).toBe(200);
    try {
      const { page, base } = await pageWithAuthenticator();
      await signInWithPassword(page, base, login, password);
      await page.getByRole('heading', { name: 'Activez un second facteur' }).waitFor();
      await page.getByRole('button', { name: "Enregistrer une clé d'accès" }).click();
      await page.getByRole('button', { name: 'Profil' }).waitFor();
      await signOut(page);
      await page.getByRole('button', { name: "Se connecter avec une clé d'accès" }).click();
      await page.getByRole('button', { name: 'Profil' }).waitFor();
    } finally {
      await policy(false);
    }
  });
});

// Mail and newsletter in the console (issue 10 §4): 'Envoyer un e-mail de test' on an EmailTemplate record (spec 001
// §6: sent to the admin's own login address; failure in red with the reason), and the newsletter sync tab of the
// users list (spec 000 §2: filter type first, 'OK - {summary}' then one line per error triple), on the stand-ins.
import { describe, expect, it } from 'vitest';
import { PROD, browserSuite, loggedInPage, stamp, url } from './support.js';

const suite = browserSuite();

describe('test email of an email template', () => {
  it('sends it to the admin’s own address, and shows a mail server that is down in red', async () => {
    const { login, password } = await suite.api.createAdminUser({ rights: { siteConfig: true } });
    const page = await loggedInPage(suite.browser, login, password);
    await page.goto(url(`/${PROD.id}/website-configuration/email-templates/et-welcome/edit`));
    await page.getByRole('tab', { name: 'E-mail de test' }).click();
    await page.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
    await page.getByText(`L'e-mail de test a été envoyé à votre adresse ${login}`, { exact: true }).waitFor();
    await page.getByText('simulateur local', { exact: true }).waitFor();
    const received = (await suite.api.call('GET', '/api/global/mail-simulator')).body.messages[0];
    expect(received.envelope.to).toEqual([login]);
    expect(received.subject).toBe('[Test] Bienvenue au Quotidien Démo');
    // The super administrator reads it on the simulator's screen.
    const admin = await loggedInPage(suite.browser);
    await admin.goto(url(`/${PROD.id}/super-admin/mail-simulator`));
    await admin.getByText(login, { exact: true }).first().waitFor();

    await suite.api.call('PUT', '/api/global/mail-simulator', { running: false });
    try {
      await page.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
      const failure = page.getByRole('alert').filter({ hasText: /Le serveur d'envoi d'e-mails .* est injoignable/ });
      await failure.waitFor();
      // The error colour of the theme (red), not the success one.
      expect(await failure.getAttribute('class')).toContain('MuiAlert-colorError');
    } finally {
      await suite.api.call('PUT', '/api/global/mail-simulator', { running: true });
    }
  });
});

describe('newsletter sync tab', () => {
  it('chooses the filter type first, runs the sync as a job and shows its result lines', async () => {
    const mark = stamp();
    const good = `lecteur-${mark}@example.com`;
    const refused = `refus-${mark}@liste-noire.example`;
    await suite.api.create(PROD.id, 'User', { login: good, firstName: 'Lou', receiveNewsletter: true });
    await suite.api.create(PROD.id, 'User', { login: refused, receiveNewsletter: true });
    const { login, password } = await suite.api.createAdminUser({ rights: { users: true } });
    const page = await loggedInPage(suite.browser, login, password);
    await page.goto(url(`/${PROD.id}/users/users/get-response-synchro`));
    await page.getByRole('heading', { name: 'Synchronisation avec GetResponse' }).waitFor();
    await page.getByText('simulateur local', { exact: true }).waitFor();
    const run = page.getByRole('button', { name: 'Lancer la synchronisation' });
    expect(await run.isDisabled()).toBe(true);

    const syncOne = async (email: string) => {
      await page.getByRole('radio', { name: 'E-mail du client' }).check();
      await page.getByRole('textbox', { name: 'Adresse e-mail du client' }).fill(email);
      await run.click();
    };
    await syncOne(refused);
    const results = page.getByLabel('Résultat de la synchronisation');
    await results.getByText('OK - 1 utilisateur traité, 0 contact créé, 0 mis à jour, 0 ignoré (sans consentement), 1 erreur').waitFor();
    await results.getByText(new RegExp(`^${refused.replace(/\./g, '\\.')} - 1002 - GetResponse : `)).waitFor();

    await syncOne(good);
    await results.getByText('OK - 1 utilisateur traité, 1 contact créé, 0 mis à jour, 0 ignoré (sans consentement), 0 erreur').waitFor();
    const contacts = (await suite.api.call('GET', '/api/global/getresponse-simulator')).body.contacts;
    expect(contacts.filter((c: { email: string }) => c.email === good)).toHaveLength(1);
    const admin = await loggedInPage(suite.browser);
    await admin.goto(url(`/${PROD.id}/super-admin/getresponse-simulator`));
    await admin.getByRole('row').filter({ hasText: good }).filter({ hasText: 'lecteurs_quotidien_demo' }).waitFor();
  });
});

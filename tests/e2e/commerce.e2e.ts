// Commerce in the console (issue 10 §1-§3): the purchase list's sub-filters with their counts (spec 000 §2), running
// the renewals from the list with a live progress bar, a user's subscriptions at the provider (spec 000 §3, §4), and
// login-as asking for the admin's own password (spec 001 §6), gift codes from the tools page (spec 001 §2) — on the
// local Stripe stand-in.
import fs from 'node:fs';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from '../../server/integrations/stripe/client.js';
import { countApiRequests } from './apiRequests.js';
import { PROD, browserSuite, loggedInPage, sidebarLink, stamp, tableRows, url } from './support.js';

const suite = browserSuite();
let stripe: Stripe;
const now = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const provider = (await suite.api.call('GET', `/api/${PROD.id}/commerce/provider`)).body;
  stripe = createStripe({ secretKey: 'sk_test_e2e', apiUrl: provider.standInUrl, simulated: true });
});

/** A demo user of the site with a customer (and a card) at the provider, a different one per call. */
let taken = 0;
async function customerUser(): Promise<{ _id: string; login: string; stripeCustomerId: string }> {
  const filter = encodeURIComponent(JSON.stringify({ stripeCustomerId: { $exists: true }, _id: { $nin: ['user-camille', 'user-thomas'] } }));
  const res = await suite.api.call('GET', `/api/${PROD.id}/data/User?adminFilter=${filter}&sortBy=-_id&limit=1&offset=${taken++}`);
  return res.body.data[0];
}

const count = async (filter: string) => (await suite.api.call('GET', `/api/${PROD.id}/data/Purchase/count?filter=${filter}`)).body as number;

describe('purchase list', () => {
  it('shows each sub-filter with its count, and lists what the server filtered', async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/payments/purchases/collection`);
    const noPm = sidebarLink(page, 'Paiements', 'Erreurs : sans moyen de paiement');
    const expected = await count('renew-error-no-pm');
    await noPm.getByText(String(expected), { exact: true }).waitFor();
    await sidebarLink(page, 'Paiements', 'Cadeaux')
      .getByText(String(await count('gift')), { exact: true })
      .waitFor();
    await noPm.click();
    await page.getByRole('heading', { name: 'Achats — Erreurs : sans moyen de paiement' }).waitFor();
    await page.getByText(new RegExp(`^1-${expected} sur ${expected}$`)).waitFor();
    expect(await tableRows(page).count()).toBe(expected);
  });

  it('runs the renewals from its tab and follows them live', async () => {
    const owner = await customerUser();
    const created = await suite.api.create(PROD.id, 'Purchase', {
      status: 'ok',
      product: { _id: 'sf-mensuel', _cls: 'SubscriptionFormula' },
      userId: { _id: owner._id, _cls: 'User' },
      beginTs: now - 30 * 86_400,
      endTs: now + 600,
    });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/payments/purchases/renouvellements`);
    await page.getByRole('heading', { name: 'Renouvellement des abonnements' }).waitFor();
    await page.getByText(/achat\(s\) à renouveler maintenant\./).waitFor();
    // Following a job goes by its live events: at most 2 API requests a second (issue 19: it sent hundreds).
    const requests = countApiRequests(page);
    const followedSince = Date.now();
    await page.getByRole('button', { name: 'Lancer les renouvellements' }).click();
    const panel = page.getByTestId('job-panel');
    // The job waits for a worker of the queue: under load that takes a few seconds.
    await page.getByTestId('job-panel').or(page.getByRole('alert')).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').allInnerTexts()).toEqual([]);
    await panel.getByText('Renouvellement des abonnements').waitFor();
    await panel.getByText(/^\d+ \/ \d+ achat\(s\) traité\(s\) : \d+ renouvelé\(s\), \d+ en échec$/).waitFor();
    await panel.getByText('100 %').waitFor({ timeout: 30_000 });
    await panel.getByText(/Terminé : \d+ renouvelé\(s\)/).waitFor();
    await page.getByText('Aucun achat à renouveler maintenant.').waitFor();
    requests.stop();
    // The job's own calls, counted over 5 s at least (the start, the first read and the final read come as a burst);
    // the list and its badges reading the purchases again once, at the end, are not following the job.
    const following = requests.sent.filter((r) => /^(GET|POST) \/api\/(jobs|[^/]+\/jobs)\//.test(r));
    const seconds = Math.max(5, (Date.now() - followedSince) / 1000);
    expect(following.length / seconds, following.slice(0, 10).join(', ')).toBeLessThanOrEqual(2);
    // That end reads each count once: no loop.
    const counts = requests.sent.filter((r) => r.endsWith('/data/Purchase/count'));
    expect(counts.length, counts.join(', ')).toBeLessThanOrEqual(30);
    const renewed = (await suite.api.call('GET', `/api/${PROD.id}/data/Purchase/${created._id}`)).body;
    expect(renewed.subInfo.renewedPurchaseId._id).toMatch(/^ren-/);
  });
});

describe('user record', () => {
  it('lists the user’s subscriptions at the provider, the current one marked, tagged as the local simulator', async () => {
    const owner = await customerUser();
    const nickname = `Formule e2e ${stamp()}`;
    const price = await stripe.prices.create({ unit_amount: 999, currency: 'eur', nickname, recurring: { interval: 'month' } });
    const sub = await stripe.subscriptions.create({ customer: owner.stripeCustomerId, items: [{ price: price.id }], metadata: { siteId: PROD.id } });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/users/users/${owner._id}/edit`);
    await page.getByRole('tab', { name: 'Abonnements Stripe' }).click();
    const table = page.getByRole('table', { name: 'Souscriptions' });
    const row = table.getByRole('row').filter({ hasText: sub.id });
    await row.getByText(nickname).waitFor();
    await row.getByText('En cours').waitFor();
    await row.getByText('Test', { exact: true }).waitFor();
    await page.getByText('simulateur local', { exact: true }).waitFor();

    const bare = await suite.api.create(PROD.id, 'User', { login: `sans-abonnement-${stamp()}@example.com` });
    await page.goto(url(`/${PROD.id}/users/users/${bare._id}/edit`));
    await page.getByRole('tab', { name: 'Abonnements Stripe' }).click();
    await page.getByText('Aucune souscription à afficher').waitFor();
  });

  it('logs in as the user on the front after the admin’s own password', async () => {
    const target = await suite.api.create(PROD.id, 'User', { login: `lecteur-${stamp()}@example.com` });
    const { login, password } = await suite.api.createAdminUser({ rights: { users: true } });
    const page = await loggedInPage(suite.browser, login, password, `/${PROD.id}/users/users/${target._id}/edit`);
    await page.getByRole('tab', { name: 'Connexion en tant que' }).click();
    await page.getByRole('button', { name: 'Se connecter en tant que' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Votre mot de passe').fill('pas-le-bon');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByText('Mot de passe incorrect', { exact: true }).first().waitFor();
    // The front site is not served here: the new tab's address is what is checked.
    await page.context().route('https://quotidien-demo.example/**', (route) => route.fulfill({ status: 200, body: 'front' }));
    await dialog.getByLabel('Votre mot de passe').fill(password);
    const [front] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Continuer' }).click()]);
    await front.waitForLoadState();
    const opened = new URL(front.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://quotidien-demo.example/login');
    expect(opened.searchParams.get('loginAsToken')).toMatch(/^v1\./);
  });
});

describe('tools page', () => {
  it('generates gift codes for a product and downloads their CSV; the button waits for a product and a quantity', async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/super-admin/tools`);
    const tool = page.locator('.MuiAccordion-root').filter({ has: page.getByRole('button', { name: 'Générer des codes cadeaux' }) });
    // A disabled button until the form is complete, then the download link.
    const name = 'Générer et télécharger (CSV)';
    expect(await tool.getByRole('button', { name }).isDisabled()).toBe(true);
    await tool.getByRole('combobox', { name: /^Produit/ }).click();
    await page.getByRole('option', { name: "Numérique annuel (Formule d'abonnement)", exact: true }).click();
    expect(await tool.getByRole('button', { name }).isDisabled()).toBe(true);
    await tool.getByLabel(/^Quantité/).fill('3');
    const download = tool.getByRole('link', { name });
    await tool.getByRole('combobox', { name: /^Code cadeau maître/ }).click();
    await page.getByRole('option', { name: /^NOEL-ANNUEL-2025/ }).click();
    const before = (await suite.api.call('GET', `/api/${PROD.id}/data/MasterGiftCode/mgc-noel`)).body.generatedCount;

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^codes_cadeaux_sf-annuel_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await file.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('code;produit;lien_activation');
    expect(lines).toHaveLength(4);
    const codes = lines.slice(1).map((line) => line.split(';')[0]);
    expect(new Set(codes).size).toBe(3);
    for (const line of lines.slice(1)) expect(line).toMatch(/;Numérique annuel;https:\/\/quotidien-demo\.example\/redeem-code\?code=/);
    const stored = await suite.api.call(
      'GET',
      `/api/${PROD.id}/data/Purchase/count?filter=generated&adminFilter=${encodeURIComponent(JSON.stringify({ token: { $in: codes } }))}`,
    );
    expect(stored.body).toBe(3);
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/MasterGiftCode/mgc-noel`)).body.generatedCount).toBe(before + 3);
  });
});

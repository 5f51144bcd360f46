// Issue 13 in the browser, with a second server (ENV_NAME staging) beside the suite's (dev): a page copied from dev
// to staging and its link opened there; the comparison page with a diff, a copy and a delete; the tools page running
// the site initialisation with its log, and the restore of a period's archived records.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../support/startServer.js';
import { ADMIN, browserSuite, loggedInPage, PROD, stamp, url } from './support.js';

const suite = browserSuite();
let staging: Awaited<ReturnType<typeof startServer>>;

/** The super administrator on the staging server, over HTTP. */
async function stagingCall(method: string, path: string, body?: unknown) {
  const login = await fetch(`${staging.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN.login, password: ADMIN.password }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const res = await fetch(`${staging.url}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

beforeAll(async () => {
  staging = await startServer({ ENV_NAME: 'staging', CONSOLE_DIR: inject('consoleDir') });
  const token = await stagingCall('POST', '/api/environments/tokens', {
    name: 'e2e dev',
    scope: 'read-write',
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  fs.writeFileSync(inject('environmentsFile'), JSON.stringify({ staging: { url: staging.url, token: token.body.token, label: 'Staging' } }));
}, 180_000);

afterAll(() => staging?.stop());

/** A MUI select by its label (its accessible name goes on with the value shown). */
const select = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function choose(page: Page, label: string, option: string | RegExp) {
  await select(page, label).click();
  await page.getByRole('option', { name: option }).click();
}

async function loginOnStaging(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
  page.setDefaultTimeout(15_000);
  await page.goto(`${staging.url}${path}`);
  await page.getByLabel('Identifiant').fill(ADMIN.login);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  return page;
}

describe('copy to environment', () => {
  it('copies a page from dev to staging, then its link opens the copy there', async () => {
    // Its own ids at each attempt: a retry must not find the first attempt's records.
    const run = stamp();
    const id = `copie-${run}`;
    await suite.api.create(PROD.id, 'Page', { _id: id, label: `Page copiée ${run}`, route: `/copie-${run}` });
    const page = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${PROD.id}/website-configuration/pages/${id}`);
    // In the header's menu, beside the developers' other actions (issue 34).
    await page.getByRole('button', { name: 'Actions avancées' }).click();
    await page.getByRole('menuitem', { name: 'Copier vers ...' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Environnement' }).innerText()).toBe('Staging');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Site de destination' }).innerText()).toBe(PROD.label);
    await dialog.getByRole('button', { name: 'Comparer' }).click();
    await dialog.getByText("La ressource n'a pas été trouvée, elle sera donc créée").waitFor();
    await dialog.getByRole('button', { name: 'Copier', exact: true }).click();
    await dialog.getByText(/Ressource créée sur staging/).waitFor();
    const href = await dialog.getByRole('link', { name: 'Ouvrir la copie' }).getAttribute('href');
    expect(href).toBe(`${staging.url}/${PROD.id}/website-configuration/pages/${id}`);
    const there = await loginOnStaging(suite.browser, new URL(href!).pathname);
    await there.getByRole('heading', { name: `Page copiée ${run}` }).waitFor();
  });
});

describe('content comparison', () => {
  it('shows the differences with staging, copies an item there and deletes one there', async () => {
    // Its own ids at each attempt: a retry must not find the first attempt's records.
    const run = stamp();
    await suite.api.create(PROD.id, 'Tag', { _id: `ici-${run}`, text: `Seulement dev ${run}` });
    expect((await stagingCall('POST', `/api/${PROD.id}/data/Tag`, { _id: `la-${run}`, text: `Seulement staging ${run}` })).status).toBe(201);
    await suite.api.create(PROD.id, 'Tag', { _id: `diff-${run}`, text: `Version dev ${run}` });
    await stagingCall('POST', `/api/${PROD.id}/data/Tag`, { _id: `diff-${run}`, text: `Version staging ${run}` });

    const page = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${PROD.id}/super-admin/compare-data`);
    await choose(page, 'Autre serveur', 'Staging');
    await choose(page, "Instance de l'autre serveur", PROD.label);
    await choose(page, 'Type ici', 'Tags');
    expect(await select(page, "Type de l'autre serveur").innerText()).toBe('Tags');

    const changed = page.getByTestId(`compare-item-diff-${run}`);
    await changed.getByText('Modifié').first().waitFor();
    await changed.getByRole('button', { name: /Voir les différences/ }).click();
    await changed.getByRole('cell', { name: `Version staging ${run}` }).waitFor();
    await changed.getByRole('cell', { name: `Version dev ${run}` }).waitFor();

    const onlyHere = page.getByTestId(`compare-item-ici-${run}`);
    await onlyHere.getByText('Seulement ici').waitFor();
    await onlyHere.getByRole('button', { name: /^Copier vers staging/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`ici-${run} copié`).waitFor();
    expect((await stagingCall('GET', `/api/${PROD.id}/data/Tag/ici-${run}`)).body.text).toBe(`Seulement dev ${run}`);

    const onlyThere = page.getByTestId(`compare-item-la-${run}`);
    await onlyThere.getByRole('button', { name: /^Supprimer sur staging/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`la-${run} supprimé (archivé, restaurable)`).waitFor();
    expect((await stagingCall('GET', `/api/${PROD.id}/data/Tag/la-${run}`)).status).toBe(404);
    await onlyThere.waitFor({ state: 'detached' });
  });
});

describe('tools page', () => {
  it("'Copier la collection' names the server it writes over and how many records, and copies nothing when cancelled", async () => {
    const page = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${PROD.id}/super-admin/tools`);
    await choose(page, 'Serveur de destination', 'Staging');
    await choose(page, 'Site de destination', PROD.label);
    const tags = (await suite.api.call('GET', `/api/${PROD.id}/data/Tag/count`)).body as number;
    await choose(page, 'Collection', `Tags (${tags})`);
    await page.getByRole('button', { name: 'Copier la collection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Copier « Tags » vers le serveur « Staging » ?' });
    await confirm
      .getByText(`Les ${tags} enregistrement(s) de « Tags » du site ${PROD.id} seront copiés dans le site ${PROD.id} du serveur « Staging »`, {
        exact: false,
      })
      .waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('job-panel').count()).toBe(0);
  });

  it('initialises a site, asking before it replaces what the site holds, and shows the log of its steps; its home page opens in the layout editor', async () => {
    // Its own ids at each attempt: a retry must not find the first attempt's records.
    const run = stamp();
    const siteId = `init-${run}`;
    await suite.api.create('global', 'Site', { _id: siteId, label: `Site neuf ${run}` });
    await suite.api.create(siteId, 'Menu', { _id: 'menu-main', label: 'Mon menu' });
    const page = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${PROD.id}/super-admin/tools`);
    await choose(page, 'Instance', `Site neuf ${run} (${siteId})`);
    await page.getByRole('button', { name: 'Initialiser le site' }).click();
    const dialog = page.getByRole('dialog', { name: `Initialisation du site ${siteId}` });
    await dialog.getByText('Titre du site requis').waitFor();
    await dialog.getByLabel(/^Titre du site/).fill('La Gazette e2e');
    await dialog.getByRole('button', { name: 'Initialiser', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Remplacer le contenu du site ${siteId} ?` });
    await confirm.getByText(/contient déjà 1 enregistrement\(s\) que l'initialisation remplacerait : Menus \(1\) : « Mon menu »/).waitFor();
    await confirm.getByText(/Archivés › Restaurer les remet/).waitFor();
    await confirm.getByRole('button', { name: 'Remplacer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'ok !' }).waitFor({ timeout: 30_000 });
    // One line per record, its participle agreed with the type's noun.
    await dialog
      .getByText(/— Menu « Mon menu » : version précédente archivée sous menu-main\.remplace-\d+ \(Archivés › Restaurer la remet\)$/)
      .waitFor();
    for (const line of ['Menu « Menu principal » remplacé', 'Page « Accueil » créée', 'Configuration « Options » créée'])
      await dialog.getByText(new RegExp(`— ${line}$`)).waitFor();

    await page.goto(url(`/${siteId}/website-configuration/pages/home`));
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    await page.getByRole('tab', { name: 'Affichage' }).click();
    await page.getByTestId('layout-editor').first().waitFor();
  });

  it('restores what a site archived in a period, after asking (spec 001 §7 temp_restore_ovh)', async () => {
    // Its own ids at each attempt: a retry must not find the first attempt's records.
    const run = stamp();
    const siteId = `restore-${stamp()}`;
    await suite.api.create('global', 'Site', { _id: siteId, label: `Site à réparer ${siteId}` });
    const tag = (await suite.api.create(siteId, 'Tag', { label: `Étiquette archivée ${run}`, text: `archivee-${run}` })) as { _id: string };
    expect((await suite.api.call('DELETE', `/api/${siteId}/data/Tag/${tag._id}`)).status).toBe(200);
    const page = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${PROD.id}/super-admin/tools`);
    await choose(page, 'Instance', `Site à réparer ${siteId} (${siteId})`);
    await page.getByRole('button', { name: 'Restaurer la période' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurer les enregistrements archivés sur cette période ?' });
    await confirm.getByText(`Chaque enregistrement du site ${siteId} archivé du `, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Restaurer' }).click();
    await page.getByText('1 enregistrement(s) restauré(s).').waitFor({ timeout: 30_000 });
    expect((await suite.api.call('GET', `/api/${siteId}/data/Tag/${tag._id}`)).status).toBe(200);
  });
});

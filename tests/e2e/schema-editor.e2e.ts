// Issue "Schema editor with live effect": a developer super administrator creates the schema 'Podcast' in the schema
// editor (spec 000 §3 Schema and Property definition, §5 schema validation; 001 §2 schema editor, §3 per-type extras);
// without reloading any page or restarting the server, 'Podcasts' appears in the Contenus sidebar of every open console
// (GET /api/events), and podcasts are created, listed, searched and edited. A plain admin without the contents right
// neither sees it nor reads it (403). The audit log screen shows the podcast's creation.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.js';
import { Api, PROD, loggedInPage, notification, openCollection, rowWith, sidebarLink, tableRows, url, waitForPath } from './support.js';

const SCHEMAS = `/${PROD.id}/super-admin/schemas`;
/** Lists search after 500 ms, then ask the server: more than expect.poll's default second. */
const POLL = { timeout: 10_000 };
const PODCASTS = `/${PROD.id}/contents/podcasts`;

let browser: Browser;
let api: Api;
/** The console where the schema is edited, and another one left open on a list. */
let editor: Page;
let other: Page;
const podcastIds: string[] = [];

beforeAll(async () => {
  browser = await launch();
  api = await Api.login();
});
afterAll(async () => {
  // The catalogue as it was for the suites after this one: the schema is archived (its records stay).
  await api?.call('DELETE', '/api/global/data/schema/Podcast');
  await browser?.close();
});

const siteOptions = async (page: Page): Promise<string[]> => {
  await page.getByRole('combobox', { name: 'Site' }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return options;
};

/** The editor's panel of the n-th property (1-based); its title gains the key once typed. */
const property = (page: Page, n: number): Locator => page.getByRole('region', { name: new RegExp(`^Propriété n° ${n}( :|$)`) });

async function choose(scope: Page | Locator, page: Page, combobox: RegExp | string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const switchOf = (scope: Page | Locator, label: string) => scope.getByRole('switch', { name: new RegExp(`^${label}`) });

/** Adds a property in the Propriétés tab and fills its key, label and type. */
async function addProperty(page: Page, n: number, key: string, label: string, type?: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Ajouter une propriété' }).click();
  const panel = property(page, n);
  await panel.getByLabel('Clé', { exact: true }).fill(key);
  await panel.getByLabel('Libellé', { exact: true }).fill(label);
  if (type) await choose(panel, page, /^Type/, type);
  return property(page, n);
}

describe('the schema editor', () => {
  it('lists the schemas with their id, label, section and number of properties, searchable', async () => {
    editor = await loggedInPage(browser, undefined, undefined, `${SCHEMAS}/collection`);
    await editor.getByRole('heading', { name: 'Schémas', exact: true }).waitFor();
    expect(await editor.getByRole('columnheader').allTextContents()).toEqual(['Identifiant', 'Libellé', 'Section', 'Propriétés', 'Actions']);
    await editor.getByRole('textbox', { name: /^Rechercher un schéma/ }).fill('contenus texte');
    await expect.poll(() => tableRows(editor).count(), POLL).toBe(1);
    const row = tableRows(editor).first();
    expect(await row.locator('td').allInnerTexts()).toEqual([
      'TextContent',
      'Contenus texte',
      'Contenus',
      expect.stringMatching(/^\d+$/),
      'Modifier',
    ]);
  });

  it("creates 'Podcast' with four properties, checked before it is sent", async () => {
    // Another console, open on a list of the Contenus section: it must follow without being reloaded.
    other = await loggedInPage(browser, undefined, undefined, `/${PROD.id}/contents/text-contents/collection`);
    await other.getByRole('navigation', { name: 'Contenus', exact: true }).waitFor();
    await other.evaluate(() => Object.assign(window, { notReloaded: true }));
    expect(await sidebarLink(other, 'Contenus', 'Podcasts').count()).toBe(0);

    await editor.getByRole('link', { name: '+ Créer' }).click();
    await waitForPath(editor, `${SCHEMAS}/new`);
    await editor.getByRole('heading', { name: 'Création de schéma' }).waitFor();

    // Spec 000 §5: the schema id has at least 2 characters; the form says so before anything is sent.
    await editor.getByLabel('Identifiant (nom de classe)').fill('P');
    await editor.getByLabel('Libellé (pluriel)').fill('Podcasts');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await editor.getByText('Au moins 2 caractères', { exact: true }).waitFor();
    await editor.getByRole('alert').getByText('Identifiant : Au moins 2 caractères').waitFor();

    await editor.getByLabel('Identifiant (nom de classe)').fill('Podcast');
    await editor.getByLabel('Libellé (singulier)').fill('Podcast');
    await choose(editor, editor, /^Section/, 'Contenus');
    await editor.getByRole('tab', { name: /^Avancé/ }).click();
    expect(await switchOf(editor, 'Stocké par site').isChecked()).toBe(true);
    expect(await switchOf(editor, 'Possède une collection').isChecked()).toBe(true);

    await editor.getByRole('tab', { name: /^Propriétés/ }).click();
    const label = await addProperty(editor, 1, 'label', 'Titre');
    for (const flag of ['Requis', 'Colonne de la liste', 'Recherchable']) await switchOf(label, flag).check();
    expect(await label.getByLabel('Poids dans la recherche').isEnabled()).toBe(true);

    const duration = await addProperty(editor, 2, 'duration', 'Durée (min)', 'int — Entier');
    await duration.getByLabel('Minimum', { exact: true }).fill('0');

    await addProperty(editor, 3, 'published', 'Publié', 'bool — Oui / non');

    const category = await addProperty(editor, 4, 'category', 'Catégorie', 'enum — Liste de choix');
    for (const [i, [value, text]] of [
      ['news', 'Actualité'],
      ['news', 'Culture'],
    ].entries()) {
      await category.getByRole('button', { name: 'Ajouter une valeur' }).click();
      const entry = category.getByRole('group', { name: `Valeur ${i + 1}` });
      await entry.getByLabel('Valeur', { exact: true }).fill(value);
      await entry.getByLabel('Libellé', { exact: true }).fill(text);
    }
    // Enum values are unique (spec 000 §5).
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await category.getByText('Valeur en double').waitFor();
    await category.getByRole('group', { name: 'Valeur 2' }).getByLabel('Valeur', { exact: true }).fill('culture');
    await category.getByText('Valeur en double').waitFor({ state: 'detached' });
    expect(await editor.getByRole('tab', { name: /^Propriétés \(4\)/ }).count()).toBe(1);

    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await notification(editor, 'Schémas - Podcasts a bien été enregistrée').waitFor();
    await waitForPath(editor, `${SCHEMAS}/Podcast`);

    const saved = await api.call('GET', '/api/global/data/schema/Podcast');
    expect(saved.body).toMatchObject({
      _id: 'Podcast',
      label: 'Podcasts',
      singular: 'Podcast',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: [
        { key: 'label', label: 'Titre', type: 'string', required: true, column: true, searchable: true },
        { key: 'duration', label: 'Durée (min)', type: 'int', min: 0 },
        { key: 'published', label: 'Publié', type: 'bool' },
        {
          key: 'category',
          label: 'Catégorie',
          type: 'enum',
          values: [
            { value: 'news', label: 'Actualité' },
            { value: 'culture', label: 'Culture' },
          ],
        },
      ],
    });
  });

  it('shows where the schema appears, and the other open console follows without a reload', async () => {
    await editor.getByRole('heading', { name: 'Podcasts', exact: true }).waitFor();
    const properties = editor.getByRole('region', { name: 'Propriétés' });
    expect(await properties.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['label', 'duration', 'published', 'category']);
    const placement = editor.getByRole('region', { name: 'Où il apparaît' });
    await placement.getByText('Section Contenus, dans la barre latérale — droit requis : Contenus et encodage vidéo').waitFor();

    await sidebarLink(other, 'Contenus', 'Podcasts').waitFor();
    expect(await other.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await placement.getByRole('link', { name: `${PODCASTS}/collection` }).click();
    await waitForPath(editor, `${PODCASTS}/collection`);
    await editor.getByRole('heading', { name: 'Podcasts', exact: true }).waitFor();
    await sidebarLink(editor, 'Contenus', 'Podcasts').waitFor();
  });
});

describe('podcasts, in the console the schema made', () => {
  async function createPodcast(page: Page, title: string, duration: string, category: string) {
    await page.getByRole('link', { name: '+ Créer' }).click();
    await waitForPath(page, `${PODCASTS}/new`);
    await page.getByRole('heading', { name: 'Création de podcast' }).waitFor();
    await page.getByLabel(/^Titre/).fill(title);
    await page.getByLabel(/^Durée \(min\)/).fill(duration);
    await choose(page, page, /^Catégorie/, category);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The message names the podcast by its title; the new record opens under its id.
    await notification(page, `Podcasts - ${title} a bien été enregistrée`).waitFor();
    await page.waitForURL((location) => new RegExp(`^${PODCASTS}/[^/]+/edit$`).test(decodeURIComponent(location.pathname)));
    const id = decodeURIComponent(new URL(page.url()).pathname).split('/').at(-2) as string;
    podcastIds.push(id);
    await page.getByRole('button', { name: 'Retour à la liste' }).click();
    await waitForPath(page, `${PODCASTS}/collection`);
  }

  it('creates, lists, searches and edits podcasts', async () => {
    await createPodcast(editor, 'Les matins de la culture', '45', 'Culture');
    await createPodcast(editor, 'Le journal du soir', '20', 'Actualité');
    await rowWith(editor, 'Les matins de la culture').waitFor();
    await rowWith(editor, 'Le journal du soir').waitFor();
    expect(await tableRows(editor).count()).toBe(2);
    await sidebarLink(editor, 'Contenus', 'Podcasts').getByLabel('2 enregistrements').waitFor();

    // 'label' is searchable.
    await editor.getByPlaceholder('Rechercher').fill('matins');
    await expect.poll(() => tableRows(editor).count(), POLL).toBe(1);
    await rowWith(editor, 'Les matins de la culture').waitFor();
    await editor.getByPlaceholder('Rechercher').fill('');
    await expect.poll(() => tableRows(editor).count(), POLL).toBe(2);

    await rowWith(editor, 'Le journal du soir').locator('td').first().click();
    await waitForPath(editor, `${PODCASTS}/${podcastIds[1]}/edit`);
    await editor.getByLabel(/^Titre/).fill('Le journal du soir (rediffusion)');
    await switchOf(editor, 'Publié').check();
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await notification(editor, 'Podcasts - Le journal du soir (rediffusion) a bien été enregistrée').waitFor();
    const stored = await api.call('GET', `/api/${PROD.id}/data/Podcast/${podcastIds[1]}`);
    expect(stored.body).toMatchObject({ label: 'Le journal du soir (rediffusion)', duration: 20, published: true, category: 'news' });
    await editor.getByRole('button', { name: 'Retour à la liste' }).click();
    await rowWith(editor, 'Le journal du soir (rediffusion)').waitFor();
  });

  it('is neither shown to nor readable by an admin without the contents right', async () => {
    const plain = await api.createAdminUser({ rights: { products: true } });
    const page = await loggedInPage(browser, plain.login, plain.password, `/${PROD.id}`);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Produits']);
    await page.goto(url(`${PODCASTS}/collection`));
    await waitForPath(page, `/${PROD.id}`);
    expect(await page.getByText('Podcasts', { exact: true }).count()).toBe(0);

    const plainApi = await Api.login(plain.login, plain.password);
    expect((await plainApi.call('GET', `/api/${PROD.id}/data/Podcast`)).status).toBe(403);
    expect((await plainApi.call('GET', `/api/${PROD.id}/data/Podcast/${podcastIds[0]}`)).status).toBe(403);
    await page.context().close();
  });
});

describe('the audit log screen', () => {
  it("shows the podcast's creation, its values, and leads to the record", async () => {
    await editor.goto(url(`/${PROD.id}/super-admin`));
    await sidebarLink(editor, 'Super admin', "Journal d'audit").click();
    await waitForPath(editor, `/${PROD.id}/super-admin/audit-log`);
    await editor.getByRole('table', { name: "Journal d'audit" }).waitFor();
    expect(await editor.getByRole('columnheader').allTextContents()).toEqual([
      'Date',
      'Action',
      'Identifiant',
      'Adresse',
      'Site',
      'Type',
      'Id',
      'Détail',
    ]);

    await choose(editor, editor, /^Type/, 'Podcast');
    await choose(editor, editor, /^Action/, 'Création');
    await expect.poll(() => tableRows(editor).count(), POLL).toBe(2);
    const row = tableRows(editor).filter({ has: editor.getByRole('link', { name: podcastIds[0] }) });
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 7)).toEqual([
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
      'Création',
      'admin',
      expect.any(String),
      PROD.id,
      'Podcast',
      podcastIds[0],
    ]);
    await row.getByRole('button', { name: /champ\(s\)/ }).click();
    await row.getByText('label : Les matins de la culture').waitFor();
    await row.getByText('duration : 45').waitFor();

    await row.getByRole('link', { name: podcastIds[0] }).click();
    await waitForPath(editor, `${PODCASTS}/${podcastIds[0]}/edit`);
    await editor.getByRole('heading', { name: 'Les matins de la culture' }).waitFor();
  });
});

describe('editing the schema', () => {
  it("opens from the list's schema link, reorders properties and warns of records that no longer pass", async () => {
    await openCollection(editor, `${PODCASTS}/collection`, 'Podcasts');
    await editor.getByRole('link', { name: 'Modifier le schéma' }).click();
    await waitForPath(editor, `${SCHEMAS}/Podcast/edit`);
    await editor.getByRole('heading', { name: 'Schéma Podcasts' }).waitFor();
    // Nothing changed yet: nothing to save.
    expect(await editor.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);

    await editor.getByRole('tab', { name: /^Propriétés/ }).click();
    const guest = await addProperty(editor, 5, 'guest', 'Invité');
    await switchOf(guest, 'Requis').check();
    for (const n of [5, 4, 3]) await editor.getByRole('button', { name: `Monter la propriété ${n}` }).click();
    await property(editor, 2).getByText('guest', { exact: true }).waitFor();

    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    // Both podcasts lack the new required property: their data is kept, the save says so.
    await notification(editor, 'Schéma enregistré : 2 enregistrement(s) ne respectent plus ce schéma').waitFor();
    const saved = await api.call('GET', '/api/global/data/schema/Podcast');
    expect(saved.body.propertiesList.map((p: { key: string }) => p.key)).toEqual(['label', 'guest', 'duration', 'published', 'category']);
    expect((await api.call('GET', `/api/${PROD.id}/data/Podcast/${podcastIds[0]}`)).body).toMatchObject({
      label: 'Les matins de la culture',
      duration: 45,
    });

    // The record form follows at once.
    await editor.goto(url(`${PODCASTS}/new`));
    await editor.getByLabel(/^Invité/).waitFor();
    const labels = await editor.locator('main form label').allInnerTexts();
    expect(labels.findIndex((l) => l.startsWith('Invité'))).toBeLessThan(labels.findIndex((l) => l.startsWith('Durée')));
  });
});

describe('sites and admin users, for a super administrator', () => {
  const stamp = Date.now().toString(36);
  const site = { id: `radio-${stamp}`, label: `Radio e2e ${stamp}` };
  const user = { login: `radio-${stamp}@example.com`, first: 'premier-mot-de-passe', second: 'second-mot-de-passe' };

  it('creates a site, which the site switcher of every open console lists at once', async () => {
    await openCollection(other, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    await other.evaluate(() => Object.assign(window, { notReloaded: true }));
    expect(await siteOptions(other)).not.toContain(`[dev] ${site.label}`);

    await editor.goto(url(`/${PROD.id}/super-admin/sites/collection`));
    await editor.getByRole('link', { name: '+ Créer' }).click();
    await waitForPath(editor, `/${PROD.id}/super-admin/sites/new`);
    await editor.getByRole('heading', { name: 'Création de site' }).waitFor();
    await editor.getByLabel(/^Identifiant/).fill(site.id);
    await editor.getByLabel(/^Nom/).fill(site.label);
    await editor.getByLabel(/^Domaine/).fill('radio.example');
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await notification(editor, `Sites - ${site.label} a bien été enregistrée`).waitFor();
    await waitForPath(editor, `/${PROD.id}/super-admin/sites/${site.id}/edit`);
    expect((await api.call('GET', `/api/global/data/Site/${site.id}`)).body).toMatchObject({
      label: site.label,
      domain: 'radio.example',
      isProd: false,
    });

    await expect.poll(() => siteOptions(other), POLL).toContain(`[dev] ${site.label}`);
    expect(await other.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('creates an admin user with a password, rights and sites, then resets the password', async () => {
    await editor.goto(url(`/${PROD.id}/super-admin/admin-users/new`));
    await editor.getByRole('heading', { name: "Création d'administrateur" }).waitFor();
    await editor.getByLabel(/^Identifiant/).fill(user.login);
    await editor.getByLabel(/^Mot de passe/).fill(user.first);
    await editor.getByLabel(/^Sites autorisés/).click();
    await editor.getByRole('option', { name: `[dev] ${site.label}` }).click();
    await editor.keyboard.press('Escape');
    await switchOf(editor.getByRole('region', { name: 'Droits' }), 'Contenus et encodage vidéo').check();
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    // The message names the administrator by login; the new record opens under its id.
    await notification(editor, `Administrateurs - ${user.login} a bien été enregistrée`).waitFor();
    const adminPath = new RegExp(`^/${PROD.id}/super-admin/admin-users/([^/]+)/edit$`);
    await editor.waitForURL((location) => adminPath.test(location.pathname));
    const id = adminPath.exec(new URL(editor.url()).pathname)![1];
    const stored = (await api.call('GET', `/api/global/data/AdminUser/${id}`)).body;
    expect(stored).toMatchObject({ login: user.login, rights: { contents: true }, siteIds: [site.id] });
    // Write-only: never answered.
    expect(stored).not.toHaveProperty('password');

    const page = await loggedInPage(browser, user.login, user.first);
    await waitForPath(page, `/${site.id}`);
    await page.context().close();

    // The creation's message is gone: the next one is the reset's.
    await notification(editor, `Administrateurs - ${user.login} a bien été enregistrée`).waitFor({ state: 'detached' });
    await editor.getByLabel(/^Nouveau mot de passe/).fill(user.second);
    await editor.getByRole('button', { name: 'Enregistrer' }).click();
    await notification(editor, `Administrateurs - ${user.login} a bien été enregistrée`).waitFor();
    const loginWith = async (password: string) => (await new Api().call('POST', '/api/auth/login', { login: user.login, password })).status;
    expect(await loginWith(user.first)).toBe(401);
    expect(await loginWith(user.second)).toBe(200);
  });

  it('archives the site: the switchers drop it', async () => {
    await editor.goto(url(`/${PROD.id}/super-admin/sites/${site.id}/edit`));
    await editor.getByRole('heading', { name: site.label }).waitFor();
    await editor.getByRole('button', { name: 'Supprimer' }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await waitForPath(editor, `/${PROD.id}/super-admin/sites/collection`);
    await expect.poll(() => siteOptions(other), POLL).not.toContain(`[dev] ${site.label}`);
  });
});

describe('archiving the schema', () => {
  it('takes Podcasts out of every open console at once', async () => {
    await openCollection(other, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    await sidebarLink(other, 'Contenus', 'Podcasts').waitFor();
    expect((await api.call('DELETE', '/api/global/data/schema/Podcast')).status).toBe(200);
    await sidebarLink(other, 'Contenus', 'Podcasts').waitFor({ state: 'detached' });
    await other.context().close();
    await editor.context().close();
  });
});

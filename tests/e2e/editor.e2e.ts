// The full record editor (spec 001 §2 Generic resource edit form, §4 Resource form / Undo and redo, §7 Duplicate,
// JSON editing, clipboard, §8 Leave confirmation; spec 000 §5 hidden properties) on TextContent ('Contenus texte')
// of the production demo site, and on a schema created for the test (display conditions, createOnly).
import type { Dialog, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectionPath } from '../../model/paths.js';
import { consoleUrl } from './browser.js';
import {
  answerConfirm,
  LEAVE_CONFIRMATION,
  PROD,
  hoverUntilShown,
  loggedInPage,
  notification,
  pathOf,
  stamp,
  url,
  waitForPath,
  browserSuite,
} from './support.js';

const BASE = `/${PROD.id}/contents/text-contents`;
/** The title of a new text content. */
const NEW_TITLE = 'Création de contenu texte';
/** The schema's label, as save messages name it. */
const LABEL = 'Contenus texte';
const SHOTS = process.env.E2E_SHOTS_DIR;

const suite = browserSuite();
let page: Page;

const createRecord = (label: string, extra: Record<string, unknown> = {}) =>
  suite.api.create(PROD.id, 'TextContent', { label, isPremium: false, ...extra });

const titleInput = (p: Page) => p.getByLabel(/^Titre/);
const chapoInput = (p: Page) => p.getByLabel(/^Chapô/);
const saveButton = (p: Page) => p.getByRole('button', { name: 'Enregistrer' });
/** A button of the editing toolbar (the rich-text editor has Undo and Redo buttons of its own). */
const button = (p: Page, name: string) => p.getByRole('toolbar', { name: 'Édition' }).getByRole('button', { name, exact: true });
/** The count on a button's badge, '' when it shows none. */
async function badge(p: Page, name: string): Promise<string> {
  const shown = p
    .getByRole('toolbar', { name: 'Édition' })
    .locator('.MuiBadge-root', { has: p.getByRole('button', { name, exact: true }) })
    .locator('.MuiBadge-badge:not(.MuiBadge-invisible)');
  return (await shown.count()) ? shown.innerText() : '';
}
const counts = async (p: Page) => [await badge(p, 'Annuler'), await badge(p, 'Rétablir')];
/** Past the history debounce (500 ms): the edits so far are one entry. */
const closeBatch = (p: Page) => p.waitForTimeout(700);
const shot = async (p: Page, name: string) => {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function openRecord(p: Page, record: { _id: string; label: string }) {
  await p.goto(url(`${BASE}/${record._id}/edit`));
  await p.getByRole('heading', { name: record.label }).waitFor();
  await expect.poll(() => saveButton(p).isDisabled()).toBe(true);
}

/** Answers the browser's own next dialog (only the tab's 'leave the site?' is one). */
function answerNextDialog(p: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    p.once('dialog', (dialog) => {
      resolve(dialog);
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

const isSaveOf = (id: string) => (request: Request) => request.method() === 'PUT' && request.url().includes(`/data/TextContent/${id}`);

describe('undo and redo', () => {
  it('moves through batches of edits with counts on the buttons, by button and keyboard, and restores the initial version', async () => {
    const record = await createRecord(`Historique ${stamp()}`, { chapo: 'Chapô initial' });
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);
    expect(await counts(page)).toEqual(['', '']);
    expect(await button(page, 'Restaurer la version initiale').isDisabled()).toBe(true);

    await titleInput(page).fill(`${record.label} (v2)`);
    // An open batch can already be undone.
    expect(await badge(page, 'Annuler')).toBe('1');
    await closeBatch(page);
    await chapoInput(page).fill('Chapô modifié');
    await closeBatch(page);
    expect(await counts(page)).toEqual(['2', '']);
    await shot(page, 'editor-history');

    await button(page, 'Annuler').click();
    expect(await chapoInput(page).inputValue()).toBe('Chapô initial');
    expect(await titleInput(page).inputValue()).toBe(`${record.label} (v2)`);
    expect(await counts(page)).toEqual(['1', '1']);

    // Ctrl+Z outside a text field (here on the Undo button itself) moves through the form history.
    await button(page, 'Annuler').focus();
    await page.keyboard.press('Control+z');
    expect(await titleInput(page).inputValue()).toBe(record.label);
    expect(await counts(page)).toEqual(['', '2']);
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);

    await button(page, 'Rétablir').click();
    expect(await titleInput(page).inputValue()).toBe(`${record.label} (v2)`);
    await page.keyboard.press('Control+Shift+Z');
    expect(await chapoInput(page).inputValue()).toBe('Chapô modifié');
    expect(await counts(page)).toEqual(['2', '']);
    expect(await saveButton(page).isEnabled()).toBe(true);

    await button(page, 'Restaurer la version initiale').click();
    expect(await titleInput(page).inputValue()).toBe(record.label);
    expect(await chapoInput(page).inputValue()).toBe('Chapô initial');
    expect(await button(page, 'Restaurer la version initiale').isDisabled()).toBe(true);
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
    // Restoring is an entry too.
    expect(await counts(page)).toEqual(['3', '']);
  });
});

describe('saving', () => {
  it('sends only the changed field, then the next change against the version just saved', async () => {
    const record = await createRecord(`Diff ${stamp()}`, { chapo: 'Chapô' });
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);

    await titleInput(page).fill(`${record.label} corrigé`);
    let saved = page.waitForRequest(isSaveOf(record._id));
    await saveButton(page).click();
    let request = await saved;
    expect(request.postDataJSON()).toEqual({ label: `${record.label} corrigé` });
    expect(await request.headerValue('if-match')).toBeTruthy();
    await notification(page, `${LABEL} - ${record.label} corrigé a bien été enregistrée`).waitFor();
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);

    await chapoInput(page).fill('Chapô corrigé');
    saved = page.waitForRequest(isSaveOf(record._id));
    const answered = page.waitForResponse((response) => isSaveOf(record._id)(response.request()));
    await saveButton(page).click();
    request = await saved;
    expect(request.postDataJSON()).toEqual({ chapo: 'Chapô corrigé' });
    expect((await answered).status()).toBe(200);
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
    const stored = (await suite.api.call('GET', `/api/${PROD.id}/data/TextContent/${record._id}`)).body;
    expect(stored).toMatchObject({ label: `${record.label} corrigé`, chapo: 'Chapô corrigé' });
  });
});

describe('JSON mode', () => {
  const jsonArea = (p: Page) => p.getByLabel("JSON de l'enregistrement");

  it('applies a valid change to the form and refuses an invalid one', async () => {
    const record = await createRecord(`JSON ${stamp()}`, { chapo: 'Avant' });
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);

    await button(page, 'JSON').click();
    const json = JSON.parse(await jsonArea(page).inputValue());
    expect(json).toMatchObject({ _id: record._id, _cls: 'TextContent', label: record.label, chapo: 'Avant' });
    expect(await jsonArea(page).inputValue()).toContain(`\n  "label": ${JSON.stringify(record.label)}`);
    // The form's inputs are out of the way meanwhile.
    expect(await titleInput(page).isVisible()).toBe(false);

    await jsonArea(page).fill('{"label": ');
    await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^JSON invalide : / })
      .waitFor();
    await shot(page, 'editor-json-invalid');

    await jsonArea(page).fill(JSON.stringify({ ...json, label: '' }, null, 2));
    await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Titre : Ce champ est requis' }).waitFor();

    await jsonArea(page).fill(JSON.stringify({ ...json, chapo: 'Après, depuis le JSON' }, null, 2));
    await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await notification(page, 'JSON appliqué au formulaire').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Titre :' }).count()).toBe(0);

    await button(page, 'JSON').click();
    expect(await chapoInput(page).inputValue()).toBe('Après, depuis le JSON');
    expect(await titleInput(page).inputValue()).toBe(record.label);
    expect(await badge(page, 'Annuler')).toBe('1');

    const saved = page.waitForRequest(isSaveOf(record._id));
    await saveButton(page).click();
    expect((await saved).postDataJSON()).toEqual({ chapo: 'Après, depuis le JSON' });
  });
});

describe('duplicate', () => {
  it('asks first with unsaved changes, then opens a new record holding the copy, without its id', async () => {
    const record = await createRecord(`Original ${stamp()}`, { chapo: 'Chapô original', publishTs: 1767225600 });
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);
    await chapoInput(page).fill('Chapô modifié avant duplication');

    await button(page, 'Dupliquer').click();
    await answerConfirm(page, LEAVE_CONFIRMATION, 'Annuler');
    expect(pathOf(page)).toBe(`${BASE}/${record._id}/edit`);

    await button(page, 'Dupliquer').click();
    await answerConfirm(page, LEAVE_CONFIRMATION, 'Quitter');
    await waitForPath(page, `${BASE}/new`);
    await page.getByRole('heading', { name: NEW_TITLE }).waitFor();
    expect(await titleInput(page).inputValue()).toBe(record.label);
    expect(await chapoInput(page).inputValue()).toBe('Chapô modifié avant duplication');
    expect(await button(page, 'Dupliquer').count()).toBe(0);
    await shot(page, 'editor-duplicate');

    await titleInput(page).fill(`${record.label} (copie)`);
    const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/data/TextContent'));
    await saveButton(page).click();
    const body = (await created).postDataJSON();
    expect(body).toMatchObject({ label: `${record.label} (copie)`, chapo: 'Chapô modifié avant duplication', publishTs: 1767225600 });
    for (const key of ['_id', 'id', 'createdAt', 'updatedAt']) expect(body).not.toHaveProperty(key);
    // The message names the copy by its label; the copy opens under its own new id.
    await notification(page, `${LABEL} - ${record.label} (copie) a bien été enregistrée`).waitFor();
    await page.waitForURL((location) => new RegExp(`^${BASE}/[^/]+/edit$`).test(location.pathname) && !location.pathname.includes(record._id));
    // The original is as it was.
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/TextContent/${record._id}`)).body.chapo).toBe('Chapô original');
  });
});

describe('clipboard', () => {
  it('copies a record and pastes it into another record of the same type; refuses another type', async () => {
    const source = await createRecord(`Source ${stamp()}`, { chapo: 'Chapô de la source' });
    const target = await createRecord(`Cible ${stamp()}`, { chapo: 'Chapô de la cible' });
    page = await loggedInPage(suite.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl() });
    await openRecord(page, source);

    await button(page, 'Copier').click();
    await notification(page, 'Copié dans le presse-papiers').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('{\n  "_cls": "TextContent"')).toBe(true);
    expect(JSON.parse(copied)).toMatchObject({ _id: source._id, label: source.label, chapo: 'Chapô de la source' });

    await openRecord(page, target);
    await button(page, 'Coller').click();
    await notification(page, /^Collé dans le formulaire/).waitFor();
    expect(await titleInput(page).inputValue()).toBe(source.label);
    expect(await chapoInput(page).inputValue()).toBe('Chapô de la source');
    // The target stays itself: same record, its own dates.
    expect(pathOf(page)).toBe(`${BASE}/${target._id}/edit`);
    expect(await badge(page, 'Annuler')).toBe('1');
    const saved = page.waitForRequest(isSaveOf(target._id));
    await saveButton(page).click();
    expect((await saved).postDataJSON()).toEqual({ label: source.label, chapo: 'Chapô de la source' });
    await notification(page, `${LABEL} - ${source.label} a bien été enregistrée`).waitFor();

    await page.evaluate(() => navigator.clipboard.writeText(JSON.stringify({ _cls: 'Author', label: 'Victor Hugo' })));
    await button(page, 'Coller').click();
    await notification(page, 'Impossible de coller : cet objet est de type Author, pas TextContent').waitFor();
    expect(await titleInput(page).inputValue()).toBe(source.label);
  });

  it('offers a box to paste into when the browser refuses to read the clipboard', async () => {
    const target = await createRecord(`Cible ${stamp()}`);
    page = await loggedInPage(suite.browser);
    await openRecord(page, target);
    await button(page, 'Coller').click();
    const dialog = page.getByRole('dialog', { name: 'Coller un objet' });
    await dialog.waitFor();
    await dialog.getByLabel('JSON à coller').fill(JSON.stringify({ _cls: 'Tag', label: 'Politique' }));
    await dialog.getByRole('button', { name: 'Coller' }).click();
    await dialog.getByText('Impossible de coller : cet objet est de type Tag, pas TextContent').waitFor();
    await shot(page, 'editor-paste-box');
    await dialog.getByLabel('JSON à coller').fill(JSON.stringify({ _cls: 'TextContent', label: 'Depuis la boîte', chapo: 'Collé à la main' }));
    await dialog.getByRole('button', { name: 'Coller' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await titleInput(page).inputValue()).toBe('Depuis la boîte');
    expect(await chapoInput(page).inputValue()).toBe('Collé à la main');
  });
});

describe('leaving', () => {
  it('asks before leaving with unsaved changes: back button and browser navigation', async () => {
    const record = await createRecord(`Départ ${stamp()}`);
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);
    await titleInput(page).fill(`${record.label} (non enregistré)`);

    await page.getByRole('button', { name: 'Retour à la liste' }).click();
    await answerConfirm(page, LEAVE_CONFIRMATION, 'Annuler');
    expect(pathOf(page)).toBe(`${BASE}/${record._id}/edit`);

    // Reloading (or closing) the tab: the browser's own "leave the site?" question; staying keeps the edit.
    const unload = answerNextDialog(page, false);
    const reload = page.reload({ timeout: 3000 }).catch(() => undefined);
    expect((await unload).type()).toBe('beforeunload');
    await reload;
    expect(await titleInput(page).inputValue()).toBe(`${record.label} (non enregistré)`);
  });
});

describe('hidden properties and preview (schema made for the test)', () => {
  const schemaId = `EditorProbe${Date.now()}`;

  it('follows the record and the previewed visitor and device; createOnly is read-only once created', async () => {
    const created = await suite.api.call('POST', '/api/global/data/schema', {
      _id: schemaId,
      label: 'Sondes',
      singular: 'Sonde',
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesGroups: ['Général'],
      propertiesList: [
        { key: 'label', label: 'Titre', type: 'string', required: true, column: true },
        { key: 'isLong', label: 'Format long', type: 'bool' },
        { key: 'detail', label: 'Détail', type: 'string', condition: { key: 'isLong', equals: true } },
        {
          key: 'code',
          label: 'Code',
          type: 'string',
          createOnly: true,
          hint: { html: '<p>Identifiant <strong>interne</strong>, fixé à la création</p>' },
        },
        { key: 'promo', label: 'Message promo', type: 'string', condition: { visitorType: ['not_premium'] } },
        { key: 'mobile', label: 'Texte mobile', type: 'string', condition: { deviceType: ['phone'] } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const probe = await suite.api.create(PROD.id, schemaId, { label: `Sonde ${stamp()}`, isLong: true, detail: 'Long', code: 'C1' });
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/${collectionPath({ _id: schemaId, section: 'contents' })}/${probe._id}/edit`));
    await page.getByRole('heading', { name: probe.label }).waitFor();

    const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
    expect(await field('Détail').inputValue()).toBe('Long');
    expect(await field('Code').getAttribute('readonly')).not.toBeNull();
    // The hint's text, without its markup, on hovering the help mark beside the label.
    await hoverUntilShown(
      page,
      page.locator('label', { hasText: /^Code/ }).locator('[data-hint]'),
      page.getByRole('tooltip', { name: 'Identifiant interne, fixé à la création' }),
    );
    await field('Format long').click();
    await field('Détail').waitFor({ state: 'detached' });
    await field('Format long').click();
    await field('Détail').waitFor();

    expect(await field('Message promo').isVisible()).toBe(true);
    expect(await field('Texte mobile').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Visiteur' }).click();
    await page.getByRole('option', { name: 'Abonné', exact: true }).click();
    await field('Message promo').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Appareil' }).click();
    await page.getByRole('option', { name: 'Ordinateur' }).click();
    await field('Texte mobile').waitFor({ state: 'detached' });
    await shot(page, 'editor-preview');
    await page.getByRole('combobox', { name: 'Visiteur' }).click();
    await page.getByRole('option', { name: 'Tous' }).click();
    await field('Message promo').waitFor();
  });

  it('offers no preview where no property has a visitor or device condition', async () => {
    const record = await createRecord(`Sans aperçu ${stamp()}`);
    page = await loggedInPage(suite.browser);
    await openRecord(page, record);
    expect(await page.getByRole('combobox', { name: 'Visiteur' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Appareil' }).count()).toBe(0);
  });
});

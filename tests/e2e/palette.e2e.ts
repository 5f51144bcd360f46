// Issue 22 §3 and §4 in the browser: Ctrl+K finds a record and opens it with the keyboard alone; a list's filters and
// columns saved as a view appear in the sidebar, opening the view brings them back, and its owner renames or deletes it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, loggedInPage, openCollection, PROD, sidebarLink, stamp, url, waitForPath } from './support.js';

const suite = browserSuite();
const LIST = `/${PROD.id}/contents/text-contents/collection`;

const columnHeaders = (page: Page) => page.locator('main table thead th').allInnerTexts();

describe('the search palette', () => {
  it('Ctrl+K, a word, the arrow keys and Enter land on the record', async () => {
    const word = `palette${stamp()}`;
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Chronique ${word}`, isPremium: false });
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}`));
    await page.getByRole('button', { name: 'Recherche dans la console (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: 'Rechercher' });
    await field.fill(word);
    const option = page.getByRole('option', { name: new RegExp(`Chronique ${word}`) });
    await option.waitFor();
    // Screens come first when their names match; the arrows reach the record whatever its place.
    for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await field.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    await waitForPath(page, `/${PROD.id}/contents/text-contents/${record._id}/edit`);
    // Opened again (once the record shows), the empty palette offers it first among the last opened records.
    await page.getByRole('heading', { name: `Chronique ${word}` }).waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('option').first().innerText()).toContain(word);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Rechercher' }).waitFor({ state: 'detached' });
    // A record opened by its address, not through the palette, comes first as well.
    const other = await suite.api.create(PROD.id, 'TextContent', { label: `Adresse ${word}`, isPremium: false });
    await page.goto(url(`/${PROD.id}/contents/text-contents/${other._id}/edit`));
    await page.getByRole('heading', { name: `Adresse ${word}` }).waitFor();
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('option').first().innerText()).toContain(`Adresse ${word}`);
  });
});

describe('views people keep', () => {
  it('saves filters and columns under a name, offered in the sidebar, that opens them again', async () => {
    const page = await loggedInPage(suite.browser);
    await openCollection(page, LIST, 'Contenus texte');
    await page.getByPlaceholder('Rechercher').fill('Festival');
    await page.waitForURL((u) => u.search.includes('Festival'));
    await page.getByRole('button', { name: 'Colonnes' }).click();
    await page.getByLabel('Créé le', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.searchParams.has('columns'));
    expect(await columnHeaders(page)).not.toContain('Créé le');

    const name = `Festivals ${stamp()}`;
    await page.getByRole('button', { name: 'Enregistrer la vue' }).click();
    await page.getByLabel('Nom de la vue').fill(name);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const viewLink = sidebarLink(page, 'Contenus', name);
    await viewLink.waitFor();

    // Back to the whole list (another address), then the view.
    await page.goto(url(`${LIST}?filter=%7B%7D&columns=label,status,createdAt`));
    await page.getByRole('heading', { name: 'Contenus texte', exact: true }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    await sidebarLink(page, 'Contenus', name).click();
    await expect.poll(() => page.getByPlaceholder('Rechercher').inputValue()).toBe('Festival');
    await expect.poll(() => columnHeaders(page)).not.toContain('Créé le');

    // Its owner renames it, then deletes it: the sidebar follows.
    await page.getByRole('button', { name: 'Renommer la vue' }).click();
    await page.getByLabel('Nouveau nom de la vue').fill(`${name} bis`);
    await page.getByRole('button', { name: 'Renommer', exact: true }).click();
    await sidebarLink(page, 'Contenus', `${name} bis`).waitFor();
    await page.getByRole('button', { name: 'Supprimer la vue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer', exact: true }).click();
    await sidebarLink(page, 'Contenus', `${name} bis`).waitFor({ state: 'detached' });
  });
});

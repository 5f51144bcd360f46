// The main paths by keyboard alone (issue 23 §3): log in, switch site, open a section and a list, search it, open a
// record, edit a field, save and go back, with Tab, Shift+Tab, Enter and the arrows only, every stop showing where the
// focus is. The first Tab of a screen offers to skip the bar and the sidebar. Dialogs (a confirmation, the search palette) keep the focus inside and give it back to their opener.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, DEV, PROD, browserSuite, loggedInPage, notification, openCollection, rowWith, stamp, url, waitForPath } from './support.js';

const suite = browserSuite();

/** Whether the focused element shows it: an outline or a ring (box-shadow), or a field's focused border. */
const focusShown = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' || !!element.closest('.Mui-focused');
  });

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus is visible there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses >= max) throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focusShown(page), `visible focus on ${String(target)}`).toBe(true);
}

describe('by keyboard alone', () => {
  it("first offers 'Aller au contenu principal', which leads past the bar and the sidebar to the page itself", async () => {
    const page = await loggedInPage(suite.browser);
    // A page loaded afresh: nothing has the focus yet.
    await openCollection(page, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    await page.getByRole('navigation', { name: 'Contenus', exact: true }).waitFor();
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    expect((await skip.boundingBox())?.width, 'out of sight before it has the focus').toBeLessThanOrEqual(1);

    await page.keyboard.press('Tab');
    expect(await isFocused(skip)).toBe(true);
    expect(await focusShown(page)).toBe(true);
    const shown = await skip.boundingBox();
    expect(shown && shown.width > 100 && shown.height > 16 && shown.x >= 0 && shown.y >= 0, `shown on screen: ${JSON.stringify(shown)}`).toBe(true);

    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect.poll(() => isFocused(main)).toBe(true);
    // The next stop is the page's first control (the list's 'Archivés', for this developer), not the bar's nor the
    // sidebar's first entry.
    await page.keyboard.press('Tab');
    expect(await isFocused(main.getByRole('switch', { name: 'Archivés' }))).toBe(true);
    expect(new URL(page.url()).hash, 'the address keeps no anchor').toBe('');
  });

  it('logs in, switches site, searches a list, opens a record, edits and saves it, and goes back', { timeout: 180_000 }, async () => {
    const label = `Clavier ${stamp()}`;
    const record = await suite.api.create(DEV.id, 'TextContent', { label, isPremium: false });
    const page = await suite.browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await page.goto(url('/'));

    await tabTo(page, page.getByLabel('Identifiant'));
    await page.keyboard.type(ADMIN.login);
    await tabTo(page, page.getByLabel('Mot de passe'));
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.waitFor();

    // The site switcher: opened with Enter, an option chosen with the arrows.
    await tabTo(page, page.getByRole('combobox', { name: 'Site' }));
    await page.keyboard.press('Enter');
    const devOption = page.getByRole('option', { name: DEV.option, exact: true });
    await devOption.waitFor();
    for (let presses = 0; !(await isFocused(devOption)) && presses < 20; presses++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/${DEV.id}`);
    // The site's own dashboard on screen: until then the console remounts for the new site, and a key pressed in the
    // previous site's sidebar is lost with it.
    await page.getByRole('main').getByRole('heading', { name: 'Options du site' }).waitFor();

    await tabTo(page, sections.getByRole('link', { name: 'Contenus', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    // The section opens on its first list: its own address is replaced at once, often before the browser reports it.
    const listPath = `/${DEV.id}/contents/text-contents/collection`;
    await waitForPath(page, listPath);
    await tabTo(page, page.getByRole('navigation', { name: 'Contenus', exact: true }).getByRole('link', { name: /^Contenus texte/ }));
    await page.keyboard.press('Enter');
    await waitForPath(page, listPath);

    await tabTo(page, page.getByPlaceholder('Rechercher'));
    await page.keyboard.type(label);
    const row = rowWith(page, label);
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(1);
    await tabTo(page, row.getByRole('link', { name: 'Modifier' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, `/${DEV.id}/contents/text-contents/${record._id}/edit`);

    const title = page.getByLabel(/^Titre/);
    await tabTo(page, title);
    await page.keyboard.press('End');
    await page.keyboard.type(' modifié');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer', exact: true }));
    await page.keyboard.press('Enter');
    await notification(page, /a bien été enregistré/).waitFor();
    expect((await suite.api.call('GET', `/api/${DEV.id}/data/TextContent/${record._id}`)).body.label).toBe(`${label} modifié`);

    await tabTo(page, page.getByRole('button', { name: 'Retour à la liste' }), { back: true });
    await page.keyboard.press('Enter');
    await waitForPath(page, listPath);
  });

  it('keeps the focus in a confirmation and gives it back to the button that opened it (Escape: nothing deleted)', async () => {
    const label = `Confirmation ${stamp()}`;
    const record = await suite.api.create(PROD.id, 'TextContent', { label, isPremium: false });
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/text-contents/collection`));
    await tabTo(page, page.getByPlaceholder('Rechercher'));
    await page.keyboard.type(label);
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(1);
    // 'Supprimer' is on the row, or in its 'Plus d'actions' menu (opened with Enter) when the row has more actions.
    const row = rowWith(page, label);
    const more = row.getByRole('button', { name: "Plus d'actions" });
    const inMenu = (await more.count()) > 0;
    if (inMenu) {
      await tabTo(page, more);
      await page.keyboard.press('Enter');
    }
    const remove = inMenu
      ? page.getByRole('group', { name: 'Autres actions' }).getByRole('button', { name: 'Supprimer' })
      : row.getByRole('button', { name: 'Supprimer' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(remove)).toBe(true);
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/TextContent/${record._id}`)).status).toBe(200);
  });

  it('opens the search palette from its button, keeps the focus in it, and gives it back on Escape', async () => {
    const page = await loggedInPage(suite.browser);
    const opener = page.getByRole('button', { name: 'Recherche dans la console (Ctrl+K)' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Rechercher' }).waitFor();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
  });
});

/** Tab and Shift+Tab, several times each, never take the focus out of the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus in the dialog after ${key}`).toBe(true);
  }
}

// The layout editor (spec 001 §2 Layout editor and its modals, §4 Layout editing, §8 layout errors) on the Page
// collection of the production demo site: '+ Créer la home' (spec 000 §2) on a new site (the demo sites have their
// own home page), built from an empty layout with native drag and drop (Ctrl held copies), saved and read back;
// refused operations with their reason; the component finder and the site wireframe (spec 000 §2 super admin). An invalid stored layout ('Error in layout !') cannot be
// written through the API (the server validates layouts): LayoutEditor.test.tsx shows it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, PROD, loggedInPage, notification, stamp, url, waitForPath, browserSuite } from './support.js';

const PAGES = `/${PROD.id}/website-configuration/pages`;
const SHOTS = process.env.E2E_SHOTS_DIR;

const suite = browserSuite();
let page: Page;

/**
 * Logged in through the login form of the site's root (not '/': the suite does not depend on the console's entry
 * path), once the login form is gone.
 */
async function logIn(siteId = PROD.id): Promise<Page> {
  const p = await loggedInPage(suite.browser, ADMIN.login, ADMIN.password, `/${siteId}`);
  await p.getByLabel('Identifiant').waitFor({ state: 'detached' });
  return p;
}

const shot = async (p: Page, name: string) => {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The editor of the page's `layout` property (the first of the 'Affichage' tab). */
const layoutEditor = (p: Page): Locator => p.getByTestId('layout-editor').first();
const column = (editor: Locator, path: string) => editor.locator(`section.le-col[data-path="${path}"]`);
const content = (editor: Locator, path: string) => editor.locator(`.le-content[data-path="${path}"]`);
const tool = (editor: Locator, id: string) => editor.locator(`li[data-drag="component:${id}"]`);
/** The end of a column: dropping there appends. */
const columnEnd = (editor: Locator, path: string) => column(editor, path).locator('.le-gap-end').first();
const dialog = (p: Page) => p.getByRole('dialog');

/** What the editor shows: 'path:label:internal name' for every content. */
const contentsShown = (editor: Locator) =>
  editor
    .locator('.le-content')
    .evaluateAll((elements) =>
      elements.map(
        (e) => `${(e as HTMLElement).dataset.path}:${e.querySelector('.le-label')?.textContent}:${e.querySelector('.le-name')?.textContent ?? ''}`,
      ),
    );

async function openEditTab(p: Page, path: string) {
  await p.goto(url(path));
  await p.getByRole('tab', { name: 'Affichage' }).click();
  await layoutEditor(p).waitFor();
  // The component definitions are loaded when the toolbox lists them.
  await tool(layoutEditor(p), 'textBlock').waitFor();
}

/** A native HTML5 drag (mouse down, moves, up), optionally with Ctrl held. */
async function drag(p: Page, source: Locator, target: Locator, { ctrl = false } = {}) {
  if (ctrl) await p.keyboard.down('Control');
  await source.dragTo(target);
  if (ctrl) await p.keyboard.up('Control');
}

describe('building the home page', () => {
  it("creates it from '+ Créer la home', composes its layout, saves it and finds it intact after a reload", async () => {
    const site = `accueil-${stamp()}`;
    await suite.api.create('global', 'Site', { _id: site, label: 'Site sans accueil', isProd: false });
    const PAGES = `/${site}/website-configuration/pages`;
    page = await logIn(site);
    await page.goto(url(`${PAGES}/collection`));
    await page.getByRole('link', { name: '+ Créer la home' }).click();
    await waitForPath(page, `${PAGES}/new`);
    // Prefilled: label Accueil, route /home, the home flag (spec 000 §2).
    expect(await page.getByLabel(/^Nom/).inputValue()).toBe('Accueil');
    expect(await page.getByLabel(/^Route/).inputValue()).toBe('/home');
    expect(await page.getByLabel(/Page d'accueil/).isChecked()).toBe(true);

    await page.getByRole('tab', { name: 'Affichage' }).click();
    const editor = layoutEditor(page);
    await tool(editor, 'textBlock').waitFor();
    await editor.getByText(/Mise en page vide/).waitFor();

    // A row, divided 8/4.
    await editor.getByRole('button', { name: '+ Ajouter une ligne' }).click();
    await column(editor, '0.0').getByRole('button', { name: 'Diviser la colonne' }).click();
    await dialog(page).getByRole('button', { name: 'Diviser en 8/4' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await editor.locator('section.le-col').evaluateAll((cols) => cols.map((c) => c.getAttribute('aria-label')))).toEqual([
      'Ligne 1 › Colonne 1 (8/12)',
      'Ligne 1 › Colonne 2 (4/12)',
    ]);

    // Three components dropped from the toolbox, the second one before the first.
    await drag(page, tool(editor, 'textBlock'), columnEnd(editor, '0.0'));
    await drag(page, tool(editor, 'pageTitle'), column(editor, '0.0').locator('.le-gap').first());
    await drag(page, tool(editor, 'simpleImage'), columnEnd(editor, '0.1'));
    expect(await contentsShown(editor)).toEqual([
      '0.0.0:Titre de la page:Nom manquant',
      '0.0.1:Bloc de texte:Nom manquant',
      '0.1.0:Image:Nom manquant',
    ]);
    await expect
      .poll(() =>
        content(editor, '0.0.0')
          .locator('.le-name-missing')
          .evaluate((e) => getComputedStyle(e).color),
      )
      // The theme's error red (src/theme/palette.ts, #c62828).
      .toBe('rgb(198, 40, 40)');

    // Options of the text block: its internal name (tab 'Affichage' of the options modal).
    await content(editor, '0.0.1').getByRole('button', { name: 'Options du composant' }).click();
    await dialog(page).getByRole('tab', { name: 'Affichage' }).click();
    await dialog(page)
      .getByLabel(/^Nom interne/)
      .fill('Introduction');
    await shot(page, 'layout-editor-options');
    await dialog(page).getByRole('button', { name: 'Appliquer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await content(editor, '0.0.1').getByText('Introduction').waitFor();

    // Ctrl held: the image is copied into the first column, the original stays.
    await drag(page, content(editor, '0.1.0'), columnEnd(editor, '0.0'), { ctrl: true });
    await expect
      .poll(() => contentsShown(editor))
      .toEqual(['0.0.0:Titre de la page:Nom manquant', '0.0.1:Bloc de texte:Introduction', '0.0.2:Image:Nom manquant', '0.1.0:Image:Nom manquant']);

    // 'Déplacer vers…': the page title goes to the second column (its own column is refused, with the reason).
    await content(editor, '0.0.0').getByRole('button', { name: 'Déplacer vers…' }).click();
    const own = dialog(page).getByRole('button', { name: /Ligne 1 › Colonne 1 \(8\/12\)/ });
    expect(await own.getAttribute('aria-disabled')).toBe('true');
    expect(await own.innerText()).toContain('le contenu est déjà dans cette colonne');
    await dialog(page)
      .getByRole('button', { name: /Ligne 1 › Colonne 2 \(4\/12\)/ })
      .click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await contentsShown(editor)).toEqual([
      '0.0.0:Bloc de texte:Introduction',
      '0.0.1:Image:Nom manquant',
      '0.1.0:Image:Nom manquant',
      '0.1.1:Titre de la page:Nom manquant',
    ]);

    // A group of the two contents of the first column.
    await column(editor, '0.0').getByRole('button', { name: 'Grouper des contenus' }).first().click();
    await content(editor, '0.0.0').getByRole('checkbox').check();
    await content(editor, '0.0.1').getByRole('checkbox').check();
    await column(editor, '0.0').getByRole('button', { name: 'Créer le groupe' }).click();
    await dialog(page).getByLabel('Titre du groupe').fill('À la une');
    await dialog(page).getByRole('button', { name: 'Enregistrer le groupe' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Groupe : À la une' }).waitFor();

    // Flex order: the second column shows first.
    await column(editor, '0.1').getByRole('button', { name: 'Options de la colonne' }).first().click();
    await dialog(page).getByLabel("Ordre d'affichage").click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Appliquer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await editor.locator('.le-col-facts').allInnerTexts()).toEqual(['8/12 · ordre 2', '4/12 · ordre 1']);

    // The preview draws the boxes in their flex order.
    await editor.getByRole('button', { name: 'Aperçu' }).click();
    expect(await editor.locator('.le-pv-box').first().locator('.le-pv-item').allInnerTexts()).toEqual(['Image', 'Titre de la page']);
    await shot(page, 'layout-editor-home');

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await waitForPath(page, `${PAGES}/home/edit`);
    await notification(page, /a bien été enregistrée/).waitFor();

    const saved = (await suite.api.call('GET', `/api/${site}/data/Page/home`)).body;
    expect(saved).toMatchObject({ _id: 'home', label: 'Accueil', route: '/home', isHome: true });
    expect(saved.layout).toHaveLength(1);
    const [first, second] = saved.layout[0].cols;
    expect([first.size, first.flexOrder, second.size, second.flexOrder]).toEqual([8, 2, 4, 1]);
    expect(first.contents.map((c: { _id: string }) => c._id)).toEqual(['textBlock', 'simpleImage']);
    expect(first.contents[0].options.name).toBe('Introduction');
    expect(first.groups).toEqual([{ uuid: expect.any(String), title: 'À la une', options: { color: '#e63946' }, selectionRange: [0, 1] }]);
    expect(second.contents.map((c: { _id: string }) => c._id)).toEqual(['simpleImage', 'pageTitle']);
    // The copy has a uuid of its own.
    expect(first.contents[1].uuid).not.toBe(second.contents[0].uuid);

    await page.reload();
    await page.getByRole('tab', { name: 'Affichage' }).click();
    await layoutEditor(page).locator('.le-content').first().waitFor();
    expect(await contentsShown(layoutEditor(page))).toEqual([
      '0.0.0:Bloc de texte:Introduction',
      '0.0.1:Image:Nom manquant',
      '0.1.0:Image:Nom manquant',
      '0.1.1:Titre de la page:Nom manquant',
    ]);
    await layoutEditor(page).getByRole('button', { name: 'Groupe : À la une' }).waitFor();

    // The home page exists now: the button is gone.
    await page.goto(url(`${PAGES}/collection`));
    await page.getByRole('link', { name: '+ Créer', exact: true }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: '+ Créer la home' }).count()).toBe(0);
  });
});

describe('refused operations', () => {
  it('refuses dividing a column that is too narrow and moving a content onto its own column, with the reason', async () => {
    const id = `refus-${stamp()}`;
    await suite.api.create(PROD.id, 'Page', {
      _id: id,
      label: `Refus ${id}`,
      route: `/${id}`,
      layout: [
        {
          uuid: 'r1',
          cols: [
            { size: 8, contents: [{ _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock' }] },
            { size: 4, contents: [{ _id: 'simpleImage', label: 'Image', frontComponent: 'simpleImage' }] },
          ],
        },
      ],
    });
    page = await logIn();
    await openEditTab(page, `${PAGES}/${id}/edit`);
    const editor = layoutEditor(page);

    await column(editor, '0.1').getByRole('button', { name: 'Diviser la colonne' }).click();
    const narrow = dialog(page).getByRole('button', { name: 'Diviser en 6/6' });
    expect(await narrow.getAttribute('aria-disabled')).toBe('true');
    await narrow.click({ force: true });
    expect(await dialog(page).getByRole('alert').innerText()).toBe(
      'Opération refusée : la colonne (4/12) est trop étroite pour le diviseur 6/6 (minimum 6/12)',
    );
    await shot(page, 'layout-editor-divider-refused');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();

    await drag(page, content(editor, '0.0.0'), columnEnd(editor, '0.0'));
    await notification(page, 'Opération refusée : le contenu est déjà dans cette colonne').waitFor();
    expect(await contentsShown(editor)).toEqual(['0.0.0:Bloc de texte:Nom manquant', '0.1.0:Image:Nom manquant']);
    // Nothing changed: nothing to save.
    expect(await page.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);
  });
});

describe('history', () => {
  it("takes a layout edit back with the record editor's 'Annuler' and brings it again with 'Rétablir'", async () => {
    const id = `histo-${stamp()}`;
    await suite.api.create(PROD.id, 'Page', {
      _id: id,
      label: `Historique ${id}`,
      route: `/${id}`,
      layout: [
        {
          uuid: 'r1',
          cols: [
            {
              size: 12,
              contents: [
                { _id: 'textBlock', label: 'Bloc de texte', frontComponent: 'textBlock', uuid: 'a' },
                { _id: 'simpleImage', label: 'Image', frontComponent: 'simpleImage', uuid: 'b' },
              ],
            },
          ],
        },
      ],
    });
    page = await logIn();
    await openEditTab(page, `${PAGES}/${id}/edit`);
    const editor = layoutEditor(page);
    await content(editor, '0.0.0').getByRole('button', { name: 'Supprimer le composant' }).click();
    expect(await contentsShown(editor)).toEqual(['0.0.0:Image:Nom manquant']);
    await page.waitForTimeout(700); // past the history debounce
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect.poll(() => contentsShown(editor)).toEqual(['0.0.0:Bloc de texte:Nom manquant', '0.0.1:Image:Nom manquant']);
    await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
    await expect.poll(() => contentsShown(editor)).toEqual(['0.0.0:Image:Nom manquant']);
    // The edits go on from there.
    await content(editor, '0.0.0').getByRole('button', { name: 'Supprimer le composant' }).click();
    await editor.getByText('Déposer un composant ici').waitFor();
  });
});

describe('super-admin screens around the layouts', () => {
  it('finds a component and where it is used, lists the anomalies, and draws the wireframe', async () => {
    const id = `finder-${stamp()}`;
    await suite.api.create(PROD.id, 'Page', {
      _id: id,
      label: `Recherche ${id}`,
      route: `/${id}`,
      layout: [
        {
          cols: [
            {
              size: 12,
              contents: [
                { _id: 'countdown', label: 'Compte à rebours', frontComponent: 'countdown' },
                // Placed under an _id the catalogue does not define (the server refuses an unknown rendered component).
                { _id: 'ghostComponent', label: 'Fantôme', frontComponent: 'countdown' },
              ],
            },
          ],
        },
      ],
    });
    page = await logIn();
    await page.goto(url(`/${PROD.id}/super-admin/component-finder`));
    const search = page.getByLabel('Composant');
    await search.fill('co');
    await page.getByText('Entrer au moins 3 caractères pour afficher les composants').waitFor();
    await search.fill('compte a rebour');
    const found = page.getByRole('list', { name: 'Composants trouvés' }).getByRole('listitem');
    await found.first().waitFor();
    expect(await found.count()).toBeLessThanOrEqual(4);
    const countdown = page.getByRole('listitem', { name: 'Compte à rebours' });
    await countdown.getByRole('link', { name: `Page « Recherche ${id} »` }).waitFor();
    await page.getByRole('region', { name: 'Utilisés mais non définis' }).getByText('ghostComponent').waitFor();
    await shot(page, 'component-finder');

    await page.goto(url(`/${PROD.id}/super-admin/site-hierarchy`));
    const tree = page.locator('[data-layout]', { has: page.getByRole('link', { name: `Page « Recherche ${id} »` }) });
    await tree.getByText('Compte à rebours').waitFor();
    expect(await tree.locator('li[data-kind="component"]').count()).toBe(2);
    await shot(page, 'site-hierarchy');
  });
});

describe('the wireframe tab of a page', () => {
  it("draws the page's layout as a tree, complex components opened in place", async () => {
    page = await logIn();
    await page.goto(url(`${PAGES}/about/edit`));
    await page.getByRole('tab', { name: 'Wireframe' }).click();
    const panel = page.getByRole('tabpanel').filter({ hasText: 'composant' });
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toMatch(/2 composants/);
    expect(text).toContain('Titre de page');
    await shot(page, 'page-wireframe');
  });
});

describe('moves by keyboard (issue 23 §3: react-dnd gives none)', () => {
  it("moves a content up, a row down and a content into a new row with Enter on the editor's buttons, and saves", async () => {
    const id = `clavier-${stamp()}`;
    const component = (_id: string, label: string, uuid: string) => ({ _id, label, frontComponent: _id, uuid });
    await suite.api.create(PROD.id, 'Page', {
      _id: id,
      label: `Clavier ${id}`,
      route: `/${id}`,
      layout: [
        { uuid: 'r1', cols: [{ size: 12, contents: [component('textBlock', 'Bloc de texte', 'a'), component('simpleImage', 'Image', 'b')] }] },
        { uuid: 'r2', cols: [{ size: 12, contents: [component('pageTitle', 'Titre de la page', 'c')] }] },
      ],
    });
    page = await logIn();
    await openEditTab(page, `${PAGES}/${id}/edit`);
    const editor = layoutEditor(page);
    /** Focuses a button as Tab would and presses Enter on it. */
    const press = async (button: Locator) => {
      await button.focus();
      await page.keyboard.press('Enter');
    };

    // An options dialog closed with Escape gives the focus back to its button.
    const rowOptions = editor.getByRole('group', { name: 'Ligne 1' }).getByRole('button', { name: 'Options de la ligne' });
    await press(rowOptions);
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => rowOptions.evaluate((e) => e === document.activeElement)).toBe(true);

    await press(content(editor, '0.0.1').getByRole('button', { name: 'Monter' }));
    await expect
      .poll(() => contentsShown(editor))
      .toEqual(['0.0.0:Image:Nom manquant', '0.0.1:Bloc de texte:Nom manquant', '1.0.0:Titre de la page:Nom manquant']);
    await press(editor.getByRole('group', { name: 'Ligne 1' }).getByRole('button', { name: 'Descendre la ligne' }));
    await expect
      .poll(() => contentsShown(editor))
      .toEqual(['0.0.0:Titre de la page:Nom manquant', '1.0.0:Image:Nom manquant', '1.0.1:Bloc de texte:Nom manquant']);

    // 'Déplacer vers…': the places are reached with Tab, the dialog keeps the focus and gives it back when closed.
    const moveButton = content(editor, '1.0.1').getByRole('button', { name: 'Déplacer vers…' });
    await press(moveButton);
    const destination = dialog(page).getByRole('button', { name: 'Nouvelle ligne à la fin' });
    await destination.waitFor();
    for (let presses = 0; !(await destination.evaluate((e) => e === document.activeElement)); presses++) {
      expect(presses).toBeLessThan(20);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await expect
      .poll(() => contentsShown(editor))
      .toEqual(['0.0.0:Titre de la page:Nom manquant', '1.0.0:Image:Nom manquant', '2.0.0:Bloc de texte:Nom manquant']);

    await press(page.getByRole('button', { name: 'Enregistrer' }));
    await notification(page, /a bien été enregistrée/).waitFor();
    const saved = (await suite.api.call('GET', `/api/${PROD.id}/data/Page/${id}`)).body;
    expect(saved.layout.map((row: { cols: { contents: { uuid: string }[] }[] }) => row.cols[0].contents.map((c) => c.uuid))).toEqual([
      ['c'],
      ['b'],
      ['a'],
    ]);
  });
});

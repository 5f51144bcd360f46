// Narrow screens (spec 000 §9 breakpoints: mobile up to 768 px, tablet from 769): the section sidebar starts closed
// and lies over the page on a phone, and no main screen scrolls sideways on a phone (375 px) or at 768 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROD, browserSuite, loggedInPage, openCollection, tableRows, url, waitForPath } from './support.js';

const suite = browserSuite();
/** A text content of this suite (the list's first row depends on what other suites wrote). */
let recordId: string;
beforeAll(async () => {
  const record = await suite.api.create(PROD.id, 'TextContent', { label: 'Un titre assez long pour un petit écran de téléphone' });
  recordId = record._id;
});

/** How far the page scrolls sideways (0: it does not). */
const sidewaysOverflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens the first record of a list and waits for its form. */
async function openFirstRecord(p: Page, listPath: string, heading: string) {
  await openCollection(p, listPath, heading);
  await tableRows(p).first().click();
  await p.waitForURL((location) => location.pathname.endsWith('/edit'));
  await p.getByRole('button', { name: 'Enregistrer' }).waitFor();
}

/** The main screens, each with a way to reach it. */
const SCREENS: [string, (p: Page) => Promise<void>][] = [
  [
    'the dashboard',
    async (p) => {
      await p.goto(url(`/${PROD.id}`));
      await p.getByRole('heading', { name: 'Contenus', exact: true }).waitFor();
    },
  ],
  ['a list', (p) => openCollection(p, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte')],
  [
    'a record',
    async (p) => {
      await p.goto(url(`/${PROD.id}/contents/text-contents/${recordId}/edit`));
      await p.getByRole('button', { name: 'Enregistrer' }).waitFor();
    },
  ],
  [
    'the layout editor',
    async (p) => {
      await openFirstRecord(p, `/${PROD.id}/website-configuration/pages/collection`, 'Pages');
      await p.getByRole('tab', { name: 'Affichage' }).click();
      await p.getByTestId('layout-editor').first().waitFor();
    },
  ],
  ['the schema list', (p) => openCollection(p, `/${PROD.id}/super-admin/schemas/collection`, 'Schémas')],
];

describe.each([375, 768])('at %i px wide', (width) => {
  it('no main screen scrolls sideways', async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width, height: 800 });
    const overflows: Record<string, number> = {};
    for (const [name, open] of SCREENS) {
      await open(page);
      // Late content (images, counts) may still widen the page: measure once the network is quiet.
      await page.waitForLoadState('networkidle');
      overflows[name] = await sidewaysOverflow(page);
    }
    expect(overflows).toEqual(Object.fromEntries(SCREENS.map(([name]) => [name, 0])));
  });

  it('the sidebar starts closed and, once opened, lies over the page until a link is followed', async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width, height: 800 });
    await openCollection(page, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    const sidebar = page.getByRole('navigation', { name: 'Contenus', exact: true });
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await sidebar.count()).toBe(0);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // By CSS: while the sidebar is open over it, the page is hidden from the accessibility tree.
    const title = page.locator('h1', { hasText: 'Contenus texte' });
    const titleBefore = await title.boundingBox();

    await menu.click();
    await sidebar.waitFor();
    // Over the page: the page's title stays where it was.
    expect(await title.boundingBox()).toEqual(titleBefore);
    await sidebar.getByRole('link', { name: /^Tags/ }).click();
    await waitForPath(page, `/${PROD.id}/contents/tags/collection`);
    await sidebar.waitFor({ state: 'detached' });
  });
});

describe('on a tablet (800 px)', () => {
  it('the sidebar sits beside the page, open', async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width: 800, height: 800 });
    await openCollection(page, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    await page.getByRole('navigation', { name: 'Contenus', exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

// Narrow screens (spec 000 §9 breakpoints: mobile up to 768 px, tablet from 769): the section sidebar starts closed
// and lies over the page on a phone, and no main screen scrolls sideways on a phone (375 px) or at 768 px.
// A zoom of 200 % (WCAG 1.4.4, 1.4.10): a 1,280 × 800 screen shows a 640 × 400 window, where every main kind of screen
// keeps its page from scrolling sideways, its sidebar behind a button, its actions within reach and its texts whole.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './browser.js';
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

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function openRecord(p: Page) {
  await p.goto(url(`/${PROD.id}/contents/text-contents/${recordId}/edit`));
  await button(p, 'Enregistrer').waitFor();
}

interface Screen {
  name: string;
  open: (p: Page) => Promise<void>;
  /** Its main actions: each shown, or brought into view by scrolling, at any size. */
  actions: (p: Page) => Locator[];
  /** How its navigation opens: the section's sidebar ('Menu'), the bar's sections (the dashboard), none (a dialog). */
  navigation: 'sidebar' | 'sections' | 'none';
}

/** The main kinds of screen, each with a way to reach it. */
const SCREENS: Screen[] = [
  {
    name: 'the dashboard',
    open: async (p) => {
      await p.goto(url(`/${PROD.id}`));
      await p.getByRole('heading', { name: 'Contenus', exact: true }).waitFor();
    },
    actions: (p) => [p.getByRole('main').getByRole('link').last()],
    navigation: 'sections',
  },
  {
    name: 'a list',
    open: (p) => openCollection(p, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte'),
    actions: (p) => [
      p.getByRole('link', { name: '+ Créer' }),
      p.getByPlaceholder('Rechercher'),
      tableRows(p).first().getByRole('link', { name: 'Modifier' }),
    ],
    navigation: 'sidebar',
  },
  {
    name: 'a record',
    open: openRecord,
    actions: (p) => [
      button(p, 'Enregistrer'),
      // The footer's (the last one: a list in the form may have its own).
      button(p, 'Supprimer').last(),
      p.getByRole('tablist', { name: 'Onglets de la fiche' }).getByRole('tab').last(),
      p.getByRole('tablist', { name: 'Groupes de propriétés' }).getByRole('tab').last(),
    ],
    navigation: 'sidebar',
  },
  {
    name: 'a confirmation',
    open: async (p) => {
      await openRecord(p);
      await button(p, 'Supprimer').last().click();
      await p.getByRole('dialog').waitFor();
    },
    actions: (p) => [
      p.getByRole('dialog').getByRole('button', { name: 'Annuler' }),
      p.getByRole('dialog').getByRole('button', { name: 'Confirmer' }),
    ],
    navigation: 'none',
  },
  {
    name: 'the search palette',
    open: async (p) => {
      await openCollection(p, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
      await p.keyboard.press('Control+k');
      await p.getByRole('dialog').getByRole('combobox', { name: 'Rechercher' }).fill('titre');
      await p.getByRole('dialog').getByRole('option').first().waitFor();
    },
    actions: (p) => [p.getByRole('dialog').getByRole('combobox', { name: 'Rechercher' }), p.getByRole('dialog').getByRole('option').last()],
    navigation: 'none',
  },
  {
    name: 'the layout editor',
    open: async (p) => {
      await p.goto(url(`/${PROD.id}/website-configuration/pages/about/edit`));
      await p.getByRole('tab', { name: 'Affichage' }).click();
      await p.getByTestId('layout-editor').first().waitFor();
    },
    actions: (p) => {
      // The page's first layout (it has two).
      const editor = p.getByTestId('layout-editor').first();
      return [button(editor, 'Plein écran'), editor.getByRole('complementary', { name: 'Boîte à outils' }), button(p, 'Enregistrer')];
    },
    navigation: 'sidebar',
  },
  {
    name: 'the schema editor',
    open: async (p) => {
      await p.goto(url(`/${PROD.id}/super-admin/schemas/TextContent/edit`));
      await button(p, 'Enregistrer').waitFor();
    },
    actions: (p) => [button(p, 'Enregistrer'), p.getByRole('tab', { name: /^Propriétés/ })],
    navigation: 'sidebar',
  },
  {
    name: 'the statistics',
    open: async (p) => {
      await p.goto(url(`/${PROD.id}/data/views`));
      await p.getByRole('heading', { name: 'Stats de lecture' }).waitFor();
      await p.locator('main table tbody tr').first().waitFor();
    },
    actions: (p) => [p.getByRole('link', { name: 'Télécharger (CSV)' }), p.locator('main table tbody tr').first().getByRole('link').first()],
    navigation: 'sidebar',
  },
];

/** The screens that are pages (the dialogs are checked at a zoom of 200 % only). */
const PAGES = SCREENS.filter((screen) => screen.navigation !== 'none');

describe.each([375, 768])('at %i px wide', (width) => {
  it('no main screen scrolls sideways', async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width, height: 800 });
    const overflows: Record<string, number> = {};
    for (const { name, open } of PAGES) {
      await open(page);
      // Late content (images, counts) may still widen the page: measure once the network is quiet.
      await page.waitForLoadState('networkidle');
      overflows[name] = await sidewaysOverflow(page);
    }
    expect(overflows).toEqual(Object.fromEntries(PAGES.map(({ name }) => [name, 0])));
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

/**
 * What the shown screen does wrong for a zoomed reader: the page scrolls sideways, a box scrolls sideways that no key
 * can reach (neither it nor anything in it takes the focus), a box that stays in view slides under the bar, or a text
 * of the bar, of the title or of a form's labels is cut off by its box.
 */
const layoutFaults = (p: Page): Promise<string[]> =>
  p.evaluate(() => {
    const name = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${(element.textContent ?? '').slice(0, 40)}`;
    const faults: string[] = [];
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 1) faults.push(`the page scrolls sideways by ${sideways} px`);
    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    /** Whether it moves with the page's own scroll (no box of its own scrolls or clips it, nothing fixed holds it). */
    const onPage = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed' || style.overflowX !== 'visible' || style.overflowY !== 'visible') return false;
      }
      return true;
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      // What stays in view while the page scrolls must stay below the bar, which does too.
      if (style.position === 'sticky' && style.top !== 'auto' && parseFloat(style.top) < bar - 1 && !element.closest('header') && onPage(element))
        faults.push(`sticks under the bar: ${name(element)}`);
      if (element.scrollWidth <= element.clientWidth + 1 || !/auto|scroll/.test(style.overflowX)) continue;
      if (element.tabIndex < 0 && !element.querySelector(focusable)) faults.push(`scrolls sideways, out of reach of the keyboard: ${name(element)}`);
    }
    const texts = [...document.querySelectorAll('header *, main h1, main h1 *, main form label, main form label *')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
    );
    for (const text of texts) {
      // The text's own box, or one of the two around it, that hides what does not fit.
      for (let box: Element | null = text, depth = 0; box && depth < 3; box = box.parentElement, depth++) {
        // A box that scrolls loses nothing: only one that hides (a fixed height, an ellipsis) cuts.
        const style = getComputedStyle(box);
        if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
        if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) {
          faults.push(`text cut off: ${name(text)}`);
          break;
        }
      }
    }
    return faults;
  });

/** Scrolls `target` to the middle of the window, as a user would; answers why it stays out of sight or reach, if it does. */
async function outOfReach(target: Locator): Promise<string | undefined> {
  return target.evaluate((element) => {
    // The middle: a bar and a footer that stay on screen (sticky) cover its edges only.
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    if (box.left < -1 || box.top < -1 || box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1)
      return `outside the window: ${JSON.stringify(box)}`;
    // Whatever is hit at its centre is it, in it, or (a disabled button lets the pointer through) around it.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && !element.contains(hit) && !hit.contains(element)) return `covered by <${hit.tagName.toLowerCase()} class="${hit.className}">`;
    return undefined;
  });
}

/** The navigation opens from its button and its last entry can be brought into view; Escape closes it. */
async function navigationFaults(p: Page, navigation: Screen['navigation']): Promise<string[]> {
  if (navigation === 'none') return [];
  const [opener, entries] =
    navigation === 'sidebar'
      ? [p.getByRole('main').getByRole('button', { name: 'Menu', exact: true }), p.locator('#section-sidebar').getByRole('link')]
      : [p.getByRole('banner').getByRole('button', { name: 'Sections' }), p.getByRole('menu').getByRole('menuitem')];
  const faults = [await outOfReach(opener)];
  await opener.click();
  // Once it has slid in: its transition ended (a box steady for two frames is not enough on a loaded machine), spinners aside.
  await p.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await entries.last().scrollIntoViewIfNeeded();
  faults.push(await outOfReach(entries.last()));
  await p.keyboard.press('Escape');
  await entries.first().waitFor({ state: 'detached' });
  return faults.filter((fault) => fault !== undefined).map((fault) => `navigation: ${fault}`);
}

describe('at a zoom of 200 % (640 × 400)', () => {
  it('every main kind of screen fits: no sideways page, its navigation, its actions and its texts within reach', { timeout: 120_000 }, async () => {
    const page = await suite.browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, locale: 'fr-FR' });
    page.setDefaultTimeout(15_000);
    await logIn(page);
    const found: Record<string, string[]> = {};
    for (const screen of SCREENS) {
      await screen.open(page);
      await page.waitForLoadState('networkidle');
      const faults = await layoutFaults(page);
      for (const [index, action] of screen.actions(page).entries()) {
        const fault = await outOfReach(action);
        if (fault) faults.push(`action ${index + 1}: ${fault}`);
      }
      faults.push(...(await navigationFaults(page, screen.navigation)));
      found[screen.name] = faults;
    }
    expect(found).toEqual(Object.fromEntries(SCREENS.map(({ name }) => [name, []])));
  });
});

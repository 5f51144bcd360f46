// Spec 000 §2 "Dashboard", "Shell", "Sections" and the route rules: dashboard tiles, site switcher, redirects, navbar
// sections, sidebar, burger menu, environment popup.
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  browserSuite,
  DEV,
  loggedInPage,
  notification,
  openCollection,
  pathOf,
  PROD,
  rowWith,
  sectionsNav,
  sidebarLink,
  stamp,
  tableRows,
  url,
  waitForPath,
} from './support.js';

const SUPER_ADMIN_SECTIONS = [
  'Site',
  'Contenus',
  'Produits',
  'Encodage vidéo',
  'Données',
  'Utilisateurs',
  'Paiements',
  'Admin',
  'Outils',
  'Super admin',
];

const suite = browserSuite();
let page: Page;
/** A record that exists on demo-dev only, first in its list (newest publication date). */
let devOnlyLabel: string;

beforeAll(async () => {
  devOnlyLabel = `Uniquement sur le site dev ${stamp()}`;
  await suite.api.create(DEV.id, 'TextContent', { label: devOnlyLabel, status: 'published', publishTs: 1924988400 });
});

const switcher = (p: Page) => p.getByRole('combobox', { name: 'Site' });

async function chooseSite(p: Page, option: string) {
  await switcher(p).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe('dashboard', () => {
  // The tiles are the links holding a title; the home under them (issue 34) has links of its own.
  const tiles = (p: Page) =>
    p
      .getByRole('main')
      .getByRole('link')
      .filter({ has: p.getByRole('heading', { level: 2 }) });

  it('offers a super administrator the three tiles at the spec paths', async () => {
    page = await loggedInPage(suite.browser);
    await waitForPath(page, `/${PROD.id}`);
    await tiles(page).first().waitFor();
    const shown = await tiles(page).evaluateAll((links) => links.map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')]));
    expect(shown).toEqual([
      ['Options du site', `/${PROD.id}/website-configuration`],
      ['Mise en page des pages', `/${PROD.id}/website-configuration/pages`],
      ['Contenus', `/${PROD.id}/contents`],
    ]);
  });

  it('offers a contents-only admin the contents tile alone, which opens the contents', async () => {
    const editor = await suite.api.createAdminUser({ rights: { contents: true } });
    page = await loggedInPage(suite.browser, editor.login, editor.password);
    await waitForPath(page, `/${PROD.id}`);
    await tiles(page).first().waitFor();
    expect(await tiles(page).allInnerTexts()).toEqual([expect.stringMatching(/^Contenus\n/)]);
    await tiles(page).first().click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
  });
});

describe('site switcher', () => {
  it('lists the permitted sites sorted by name, prefixed [PROD] or [dev]', async () => {
    page = await loggedInPage(suite.browser);
    await waitForPath(page, `/${PROD.id}`);
    expect(await switcher(page).innerText()).toBe(PROD.option);
    await switcher(page).click();
    const options = await page.getByRole('option').allInnerTexts();
    // A super administrator may open every site (the blank template site included).
    const sites: { label: string; isProd: boolean }[] = (await suite.api.call('GET', '/api/auth/me')).body.sites;
    expect(options).toHaveLength(sites.length);
    expect(options).toContain(PROD.option);
    expect(options).toContain(DEV.option);
    for (const option of options) expect(option).toMatch(/^\[(PROD|dev)\] /);
    const names = options.map((option) => option.replace(/^\[(PROD|dev)\] /, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(options).toEqual(
      [...sites].sort((a, b) => a.label.localeCompare(b.label, 'fr')).map((s) => `${s.isProd ? '[PROD]' : '[dev]'} ${s.label}`),
    );
  });

  it("opens the other site, whose lists show that site's records", async () => {
    page = await loggedInPage(suite.browser);
    await waitForPath(page, `/${PROD.id}`);
    await chooseSite(page, DEV.option);
    await waitForPath(page, `/${DEV.id}`);
    expect(await switcher(page).innerText()).toBe(DEV.option);
    expect(await page.getByRole('banner').getByRole('link', { name: DEV.label }).isVisible()).toBe(true);

    await sectionsNav(page).getByRole('link', { name: 'Contenus' }).click();
    await waitForPath(page, `/${DEV.id}/contents/text-contents/collection`);
    await rowWith(page, devOnlyLabel).waitFor();

    // Back on the production site, the same list does not have it.
    await chooseSite(page, PROD.option);
    await waitForPath(page, `/${PROD.id}`);
    await sectionsNav(page).getByRole('link', { name: 'Contenus' }).click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
    // Searched rather than looked for on the first page, which the records other tests create may fill.
    await page.getByPlaceholder('Rechercher').fill("Festival d'Avignon");
    await rowWith(page, "Festival d'Avignon : une édition record").waitFor();
    await page.getByPlaceholder('Rechercher').fill(devOnlyLabel);
    await page.getByText('Aucun résultat').waitFor();
    expect(await tableRows(page).count()).toBe(0);
  });
});

describe('routes', () => {
  it('sends an unknown route to the site root', async () => {
    page = await loggedInPage(suite.browser);
    for (const path of [`/${PROD.id}/n-importe-quoi`, `/${PROD.id}/contents/pas-une-collection/collection`, `/${PROD.id}/Contents`]) {
      await page.goto(url(path));
      await waitForPath(page, `/${PROD.id}`);
      await page.getByRole('heading', { name: 'Mise en page des pages' }).waitFor();
      await notification(page, "Cette page n'existe pas").waitFor();
    }
    // Inside a collection, an unknown path leads to its list.
    await page.goto(url(`/${PROD.id}/contents/text-contents/un/deux/trois`));
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
  });

  it('sends an unknown site id to the current site', async () => {
    page = await loggedInPage(suite.browser);
    await page.goto(url('/site-inconnu/contents/text-contents/collection'));
    await waitForPath(page, `/${PROD.id}`);
    // The current site is the one last opened.
    await chooseSite(page, DEV.option);
    await waitForPath(page, `/${DEV.id}`);
    await page.goto(url('/site-inconnu/contents'));
    await waitForPath(page, `/${DEV.id}`);
    expect(await switcher(page).innerText()).toBe(DEV.option);
    await page.goto(url('/'));
    await waitForPath(page, `/${DEV.id}`);
  });

  it('opens the site an address names, making it the current site and saying so', async () => {
    page = await loggedInPage(suite.browser);
    await waitForPath(page, `/${PROD.id}`);
    // The console of the production site on screen, not only its address: the site opened is remembered as the
    // current one once it is opened, a moment after the address changed, and only then is the next address another site.
    await expect.poll(() => switcher(page).innerText()).toBe(PROD.option);
    await page.goto(url(`/${DEV.id}/contents/text-contents/collection`));
    await notification(
      page,
      `L'adresse ouverte est celle du site « ${DEV.label} » : c'est maintenant votre site courant (vous étiez sur « ${PROD.label} »).`,
    ).waitFor();
    await waitForPath(page, `/${DEV.id}/contents/text-contents/collection`);
    expect(await switcher(page).innerText()).toBe(DEV.option);
    // Chosen in the switcher, a site opens without a word.
    await chooseSite(page, PROD.option);
    await waitForPath(page, `/${PROD.id}`);
    // The production site's dashboard on screen: until then the previous site's screen, and its notice, may still show.
    await page.getByRole('main').getByRole('heading', { name: 'Options du site' }).waitFor();
    expect(await page.getByText("L'adresse ouverte est celle du site").count()).toBe(0);
  });

  it("leads react-admin's own addresses of a type (/{Type}, /{Type}/create, /{Type}/{id}) to the spec's", async () => {
    const record = await suite.api.create(PROD.id, 'TextContent', { label: `Adresse de type ${stamp()}`, isPremium: false });
    page = await loggedInPage(suite.browser);
    const collection = `/${PROD.id}/contents/text-contents`;
    for (const [path, expected] of [
      [`/${PROD.id}/TextContent`, `${collection}/collection`],
      [`/${PROD.id}/TextContent/create`, `${collection}/new`],
      [`/${PROD.id}/TextContent/${record._id}/show`, `${collection}/${record._id}`],
    ]) {
      await page.goto(url(path));
      await waitForPath(page, expected);
    }
    await expect.poll(() => page.getByLabel(/^Titre/).inputValue()).toBe(record.label);
  });

  it('reads the list an address loaded afresh shows with the catalogue, once, its own query kept', async () => {
    page = await loggedInPage(suite.browser);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/${PROD.id}/data/TextContent?`)) listRequests.push(new URL(request.url()).search);
    });
    const collection = `/${PROD.id}/contents/text-contents/collection`;
    for (const [search, sortBy] of [
      ['', '-publishTs'],
      ['?sort=label&order=ASC&page=1&perPage=30', 'label'],
    ]) {
      listRequests.length = 0;
      await page.goto(url(`${collection}${search}`));
      await tableRows(page).first().waitFor();
      await page.waitForTimeout(1500);
      // The entry's read (src/routing/earlyListRead.ts) asked for the list's own first page: the list takes its answer,
      // at its first render or when it comes, and asks for nothing more.
      expect(listRequests).toHaveLength(1);
      expect(new URLSearchParams(listRequests[0]).get('sortBy')).toBe(sortBy);
    }
  });

  it('sends a section root to its default screen', async () => {
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/website-configuration`));
    await waitForPath(page, `/${PROD.id}/website-configuration/pages/collection`);
    await page.getByRole('heading', { name: 'Pages', exact: true }).waitFor();
    await page.goto(url(`/${PROD.id}/contents`));
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
    await page.getByRole('heading', { name: 'Contenus texte', exact: true }).waitFor();
    await page.goto(url(`/${PROD.id}/products`));
    await waitForPath(page, `/${PROD.id}/products/subscription-formulas/collection`);
    // Its users, not the first list by name ('Abonnés aux newsletters').
    await page.goto(url(`/${PROD.id}/users`));
    await waitForPath(page, `/${PROD.id}/users/users/collection`);
    await page.getByRole('heading', { name: 'Utilisateurs', exact: true }).waitFor();
  });
});

describe('navbar and sidebar', () => {
  it("shows one entry per section the user may open, linking to the section's screens", async () => {
    page = await loggedInPage(suite.browser);
    await sectionsNav(page).waitFor();
    expect(await sectionsNav(page).getByRole('link').allTextContents()).toEqual(SUPER_ADMIN_SECTIONS);
    await sectionsNav(page).getByRole('link', { name: 'Site', exact: true }).click();
    await waitForPath(page, `/${PROD.id}/website-configuration/pages/collection`);
    expect(await sectionsNav(page).getByRole('link', { name: 'Site', exact: true }).getAttribute('aria-current')).toBe('page');
    await sectionsNav(page).getByRole('link', { name: 'Super admin' }).click();
    await page.waitForURL((location) => location.pathname.startsWith(`/${PROD.id}/super-admin/`));
    expect(pathOf(page)).toMatch(new RegExp(`^/${PROD.id}/super-admin/[a-z-]+/collection$`));
    // The site mark leads back to the dashboard.
    await page.getByRole('banner').getByRole('link', { name: PROD.label }).click();
    await waitForPath(page, `/${PROD.id}`);
  });

  it("shows the site's logo in the link to its dashboard, to an admin of that site alone", async () => {
    // A 2×1 PNG (red, blue): its stored path goes on the dev site's record.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGM4wQAEJwAFfwGRzv1XIQAAAABJRU5ErkJggg==', 'base64');
    const stored = await suite.api.upload('global', `logo-${stamp()}.png`, png);
    await suite.api.update('global', 'Site', DEV.id, { logo: stored.path });
    try {
      const editor = await suite.api.createAdminUser({ rights: { contents: true }, siteIds: [DEV.id] });
      page = await loggedInPage(suite.browser, editor.login, editor.password);
      await waitForPath(page, `/${DEV.id}`);
      const logo = page.getByRole('banner').getByRole('link', { name: DEV.label }).locator('img');
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toMatch(/^\/api\/global\/images\/.+\.png\?h=\d+$/);
      // Served to this admin, who may not read the global space otherwise.
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await logo.click();
      await waitForPath(page, `/${DEV.id}`);
    } finally {
      await suite.api.update('global', 'Site', DEV.id, { logo: null });
    }
  });

  it("'Masquer le menu' hides the sidebar; 'Menu', shown only then, brings it back", async () => {
    page = await loggedInPage(suite.browser);
    await openCollection(page, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    const sidebar = page.getByRole('navigation', { name: 'Contenus', exact: true });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await sidebar.waitFor();
    // Issue 34: no button offers the sidebar already on screen.
    expect(await menu.count()).toBe(0);
    await sidebar.getByRole('button', { name: 'Masquer le menu' }).click();
    await sidebar.waitFor({ state: 'detached' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('heading', { name: 'Contenus texte', exact: true }).isVisible()).toBe(true);
    await menu.click();
    await sidebar.waitFor();
    await menu.waitFor({ state: 'detached' });
  });

  it("lists the section's collections with their record counts", async () => {
    page = await loggedInPage(suite.browser);
    await openCollection(page, `/${PROD.id}/contents/text-contents/collection`, 'Contenus texte');
    const sidebar = page.getByRole('navigation', { name: 'Contenus', exact: true });
    await sidebar.getByText('Général', { exact: true }).waitFor();
    const labels = await sidebar
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent ?? ''));
    expect(labels).toEqual(expect.arrayContaining(['Contenus texte', 'Tags', 'Auteurs', 'Vidéos', 'Séries']));
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(await sidebar.getByRole('link', { name: /^Contenus texte/ }).getAttribute('aria-current')).toBe('page');

    for (const [label, type] of [
      ['Contenus texte', 'TextContent'],
      ['Tags', 'Tag'],
      ['Auteurs', 'Author'],
    ] as const) {
      const count = await suite.api.count(PROD.id, type);
      const link = sidebarLink(page, 'Contenus', label);
      await expect.poll(() => link.locator('.MuiChip-label').innerText()).toBe(String(count));
      await link.getByLabel(`${count} enregistrement${count > 1 ? 's' : ''}`, { exact: true }).waitFor();
    }
    // Another collection opens from the sidebar.
    await sidebarLink(page, 'Contenus', 'Tags').click();
    await waitForPath(page, `/${PROD.id}/contents/tags/collection`);
    await page.getByRole('heading', { name: 'Tags', exact: true }).waitFor();
  });

  it("shows the site section's shortcuts, then its collections; a singleton has no count", async () => {
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/website-configuration`));
    const sidebar = page.getByRole('navigation', { name: 'Site', exact: true });
    await sidebar.getByText('Raccourcis', { exact: true }).waitFor();
    const subheaders = await sidebar.locator('.MuiListSubheader-root').allInnerTexts();
    expect(subheaders).toEqual(['Raccourcis', 'Général']);
    expect(await sidebar.getByRole('link', { name: 'En-tête', exact: true }).getAttribute('href')).toBe(
      `/${PROD.id}/website-configuration/complex-components/header/edit`,
    );
    await sidebarLink(page, 'Site', 'Pages').locator('.MuiChip-label').waitFor();
    const options = sidebarLink(page, 'Site', 'Options du site');
    await options.waitFor();
    expect(await options.locator('.MuiChip-root').count()).toBe(0);
  });
});

describe('developer environment', () => {
  it('shows the environment tag; Alt+E opens the build information', async () => {
    page = await loggedInPage(suite.browser);
    const tag = page.getByRole('button', { name: 'Environnement dev' });
    await tag.waitFor();
    expect(await tag.textContent()).toBe('dev');
    await page.keyboard.press('Alt+KeyE');
    const dialog = page.getByRole('dialog', { name: 'Informations' });
    await dialog.waitFor();
    const rows = await dialog.getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows.slice(0, 3)).toEqual([
      ['Environnement', 'dev'],
      ['Version', 'v1.38.3'],
      ['Branche', 'prod'],
    ]);
    expect(rows.map(([key]) => key)).toEqual(['Environnement', 'Version', 'Branche', 'Tag', 'Commit', 'Date']);
    // The console was built from this clone (npm run test:e2e builds it first).
    const git = (...args: string[]) => {
      try {
        return execFileSync('git', args, { encoding: 'utf8' }).trim();
      } catch {
        return '';
      }
    };
    const build = Object.fromEntries(rows.slice(3));
    expect(build.Tag).toBe(git('describe', '--tags') || 'aucun');
    expect(build.Commit).toBe(git('rev-parse', 'HEAD'));
    expect(build.Date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('small screens', () => {
  it('keep the whole navbar on screen at laptop widths, without scrolling sideways', async () => {
    page = await loggedInPage(suite.browser);
    const profile = page.getByRole('button', { name: 'Profil' });
    for (const width of [1025, 1280, 1400, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const rightEdge = async () => {
        const box = await profile.boundingBox();
        return box ? box.x + box.width : Infinity;
      };
      await expect.poll(rightEdge).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      // The ten sections of a super administrator stay in the navbar, in a strip that scrolls when they do not all fit.
      await sectionsNav(page).getByRole('link', { name: 'Super admin' }).scrollIntoViewIfNeeded();
      expect(await sectionsNav(page).getByRole('link', { name: 'Super admin' }).isVisible()).toBe(true);
    }
  });

  it('fold the section entries into a burger menu', async () => {
    page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width: 600, height: 900 });
    const burger = page.getByRole('button', { name: 'Sections' });
    await burger.waitFor();
    expect(await sectionsNav(page).count()).toBe(0);
    await burger.click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(SUPER_ADMIN_SECTIONS);
    await page.getByRole('menuitem', { name: 'Contenus' }).click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/collection`);
    await page.getByRole('heading', { name: 'Contenus texte', exact: true }).waitFor();

    // Back to a wide window: the entries are in the navbar again.
    await page.setViewportSize({ width: 1400, height: 900 });
    await sectionsNav(page).waitFor();
    expect(await page.getByRole('button', { name: 'Sections' }).count()).toBe(0);
  });
});

// Walks every screen a super administrator developer can open: the dashboard, each section's sidebar entries (lists,
// singletons, custom pages), each kind of list tab, and the first record of the lists `opensRecord` draws with each of
// its tabs, calling `visit` on each once it has settled; and watches each record's inputs as its form shows.
import type { Page } from 'playwright-core';
import { inputsThatMove } from './inputsThatMove.js';
import { rowsThatMoved, watchRowsOnEachLoad } from './rowsThatMove.js';

/** Waits for the screen's data: no request under way (live event streams aside) and no spinner. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

const hrefsOf = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);

/**
 * Walks with each of `pages` side by side (a sidebar entry, with its list tabs and first record, is one page's work):
 * a screen is mostly waited for, not computed, so a few pages shorten the walk on 2 cores.
 */
export async function walkEveryScreen(
  pages: readonly Page[],
  origin: string,
  siteId: string,
  visit: (page: Page, what: string) => Promise<void>,
  opensRecord: (entry: string) => boolean = () => true,
): Promise<{ visited: number; movedInputs: Record<string, string[]>; movedRows: Record<string, string[]> }> {
  let visited = 0;
  const movedInputs: Record<string, string[]> = {};
  const movedRows: Record<string, string[]> = {};
  for (const page of pages) await watchRowsOnEachLoad(page);
  const listTabsSeen = new Set<string>();
  const open = async (page: Page, what: string) => {
    await settle(page);
    await visit(page, what);
    visited++;
  };
  const [first] = pages;
  await first.goto(`${origin}/${siteId}`);
  await first.getByRole('navigation', { name: 'Sections' }).waitFor();
  await open(first, 'dashboard');
  const entries: string[] = [];
  for (const section of await hrefsOf(first, 'nav[aria-label="Sections"] a')) {
    await first.goto(`${origin}${section}`);
    await first.locator('#section-sidebar').waitFor();
    for (const entry of await hrefsOf(first, '#section-sidebar a')) if (!entries.includes(entry)) entries.push(entry);
  }
  await Promise.all(
    pages.map(async (page) => {
      for (let entry = entries.shift(); entry !== undefined; entry = entries.shift()) await walkEntry(page, entry);
    }),
  );
  return { visited, movedInputs, movedRows };

  async function walkEntry(page: Page, entry: string): Promise<void> {
    await page.goto(`${origin}${entry}`);
    await open(page, entry);
    if (entry.endsWith('/collection')) {
      const moved = await rowsThatMoved(page);
      if (moved.length) movedRows[entry] = moved;
    }
    // A list's tabs (Export, Exécuter, Export comptable…): each kind once, on the first list that offers it.
    for (const tab of await hrefsOf(page, 'main a[role="tab"]')) {
      const kind = tab.split('/').pop()!;
      if (tab === entry || kind === 'collection' || listTabsSeen.has(kind)) continue;
      listTabsSeen.add(kind);
      await page.goto(`${origin}${tab}`);
      await open(page, tab);
    }
    if (page.url() !== `${origin}${entry}`) await page.goto(`${origin}${entry}`);
    await settle(page);
    const firstRow = page.locator('main table tbody tr').first();
    if (!entry.endsWith('/collection') || !opensRecord(entry) || !(await firstRow.count()) || (await firstRow.innerText()).startsWith('Aucun'))
      return;
    const listUrl = page.url();
    const moving = inputsThatMove(page);
    await firstRow.click();
    await page.waitForURL((url) => url.href !== listUrl, { timeout: 5_000 }).catch(() => undefined);
    if (page.url() === listUrl) return;
    // The address changes before the record's screen replaces the list (its code may still be loading, the list
    // stays shown meanwhile): a record screen shows its tabs 'Onglets de la fiche' (a type's own view may not).
    await page
      .getByRole('tablist', { name: 'Onglets de la fiche' })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const record = `${entry} → ${new URL(page.url()).pathname}`;
    const moved = await moving;
    if (moved.length) movedInputs[record] = moved;
    await open(page, record);
    // Each of the record's tabs (the form's, its property groups', the extras, a page's own) but the first, already
    // seen. Names are read once and each tab found again by name: a tab may hide other tablists' tabs (then the first
    // is clicked back) or lead to another address (then the record is opened again).
    const recordUrl = page.url();
    const tabs = page.getByRole('main').getByRole('tab');
    const names = await tabs.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    const tabNamed = (name: string) => tabs.filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
    for (const name of names.slice(1)) {
      if (page.url() !== recordUrl) {
        await page.goto(recordUrl);
        await settle(page);
      }
      if (!(await tabNamed(name).isVisible()) && (await tabNamed(names[0]).isVisible())) await tabNamed(names[0]).click();
      if (!(await tabNamed(name).isVisible())) continue;
      await tabNamed(name).click();
      await open(page, `${record} [${name}]`);
    }
  }
}

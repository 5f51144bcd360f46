// A list's rows stay where they are drawn: a row pushed down by something arriving after it (its buttons, taller than
// the place kept for them; a line above the table) moves under the click aimed at it. Rows moved 8 px each when their
// actions came after the first paint, at every list's load, until their place was kept (CollectionTable).
import type { Page } from 'playwright-core';

/** How long the rows are watched from the moment the first one shows. */
const WATCH_MS = 1_500;
/** A document without a list (a record, a custom page) stops looking for one after this. */
const GIVE_UP_MS = 10_000;

declare global {
  interface Window {
    /** The rows that moved in this document, and whether the watch is over: the script `watchRowsOnEachLoad` installs. */
    consoleRowWatch?: { moves: string[]; over: boolean };
  }
}

/**
 * Watches, in every document the page loads from now on, each animation frame for WATCH_MS after a list's first row
 * shows: the rows that moved by more than a pixel, with their first cell's text, the move and when.
 */
export async function watchRowsOnEachLoad(page: Page): Promise<void> {
  await page.addInitScript(
    ({ watchMs, giveUpMs }) => {
      const began = performance.now();
      const watch: { moves: string[]; over: boolean } = (window.consoleRowWatch = { moves: [], over: false });
      let first: number | undefined;
      let last = new Map<Element, number>();
      const tick = (now: number) => {
        const rows = [...document.querySelectorAll('main table tbody tr')];
        if (rows.length && first === undefined) first = now;
        const tops = new Map(rows.map((row) => [row, row.getBoundingClientRect().top + window.scrollY]));
        for (const [row, top] of tops) {
          const before = last.get(row);
          if (before === undefined || Math.abs(top - before) <= 1) continue;
          const name = row.querySelector('td')?.textContent?.trim().slice(0, 40) || '?';
          watch.moves.push(`${name}: ${Math.round(before)} → ${Math.round(top)} px, ${Math.round(now - first!)} ms after the first row`);
        }
        last = tops;
        if (first !== undefined ? now - first <= watchMs : now - began <= giveUpMs) requestAnimationFrame(tick);
        else watch.over = true;
      };
      requestAnimationFrame(tick);
    },
    { watchMs: WATCH_MS, giveUpMs: GIVE_UP_MS },
  );
}

/** The rows that moved in the page's current document, once its watch is over; none where no row showed. */
export async function rowsThatMoved(page: Page): Promise<string[]> {
  return page
    .waitForFunction(() => window.consoleRowWatch?.over && window.consoleRowWatch.moves, undefined, { timeout: WATCH_MS * 2 })
    .then((moves) => moves.jsonValue() as Promise<string[]>)
    .catch(() => []);
}

// A list's rows stay where they are drawn: a row pushed down by something arriving after it (its buttons, taller than
// the place kept for them; a line above the table) moves under the click aimed at it. Rows moved 8 px each when their
// actions came after the first paint, at every list's load, until their place was kept (CollectionTable).
import type { Page } from 'playwright-core';
import { watchMoves, type MoveWatch } from './moveWatch.js';

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
  const watch: MoveWatch = { selector: 'main table tbody tr', nameSelector: 'td', what: 'row', watchMs: WATCH_MS, giveUpMs: GIVE_UP_MS };
  // An init script is a text run in each new document: the page-side watch goes in whole.
  await page.addInitScript(`{
    const watch = (window.consoleRowWatch = { moves: [], over: false });
    (${watchMoves.toString()})(${JSON.stringify(watch)}).then((moves) => {
      watch.moves = moves.map(({ move }) => move);
      watch.over = true;
    });
  }`);
}

/** The rows that moved in the page's current document, once its watch is over; none where no row showed. */
export async function rowsThatMoved(page: Page): Promise<string[]> {
  return page
    .waitForFunction(() => window.consoleRowWatch?.over && window.consoleRowWatch.moves, undefined, { timeout: WATCH_MS * 2 })
    .then((moves) => moves.jsonValue() as Promise<string[]>)
    .catch(() => []);
}

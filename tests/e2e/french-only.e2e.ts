// The interface is fixed to French (spec 000 §1): every screen a super administrator developer can open — the
// dashboard, each section's entries, the first record of each list with each of its tabs, the custom pages — is walked,
// and none may show an English word outside record values (tests/e2e/englishWords.ts lists them) nor ask for a file
// that is not on disk.
import { describe, expect, it } from 'vitest';
import { englishOnPage } from './englishWords.js';
import { PROD, browserSuite, loggedInPage, url } from './support.js';
import { settle, walkEveryScreen } from './walk.js';

const suite = browserSuite();

describe('French only', () => {
  it('no screen shows an English word, nor asks for an image or video that is not there', { timeout: 20 * 60_000 }, async () => {
    const page = await loggedInPage(suite.browser);
    const english: Record<string, string[]> = {};
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
    });
    expect(english).toEqual({});
    // The demo records' images and videos are on disk (written at the first start).
    expect([...missingFiles]).toEqual([]);
    // Every section with its lists, records and tabs: well over a hundred screens on the demo site.
    expect(visited).toBeGreaterThan(100);
  });

  it('a malformed address answers with a French page that leads back to the console', async () => {
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/%E0%A4%A`));
    await settle(page);
    await page.getByRole('heading', { name: 'Adresse invalide' }).waitFor();
    await page.getByRole('link', { name: 'Revenir à la console' }).waitFor();
    expect(await englishOnPage(page)).toEqual([]);
  });
});

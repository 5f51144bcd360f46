// The interface is fixed to French (spec 000 §1): every screen a super administrator developer can open — the
// dashboard, each section's entries, the first record of each list with each of its tabs, the custom pages — is walked,
// and none may show an English word outside record values (tests/e2e/englishWords.ts lists them).
import { describe, expect, it } from 'vitest';
import { englishOnPage } from './englishWords.js';
import { PROD, browserSuite, loggedInPage, url } from './support.js';
import { settle, walkEveryScreen } from './walk.js';

const suite = browserSuite();

describe('French only', () => {
  it('no screen shows an English word', { timeout: 20 * 60_000 }, async () => {
    const page = await loggedInPage(suite.browser);
    const found: Record<string, string[]> = {};
    const visited = await walkEveryScreen(page, new URL(url('/')).origin, PROD.id, async (screen) => {
      const english = await englishOnPage(page);
      if (english.length) found[screen] = english;
    });
    expect(found).toEqual({});
    // Every section with its lists, records and tabs: well over a hundred screens on the demo site.
    expect(visited).toBeGreaterThan(100);
  });

  it('a malformed address answers in French', async () => {
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/contents/%E0%A4%A`));
    await settle(page);
    await page.getByText('Adresse invalide', { exact: false }).waitFor();
    expect(await englishOnPage(page)).toEqual([]);
  });
});

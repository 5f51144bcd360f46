import { chromium } from 'playwright-core';
import { englishOnPage } from './tests/e2e/englishWords';
import { walkEveryScreen } from './tests/e2e/walk';
const base = 'http://127.0.0.1:3917';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
page.setDefaultTimeout(15000);
await page.goto(base + '/');
await page.getByLabel('Identifiant').fill('admin');
await page.getByLabel('Mot de passe').fill('admin-test-2026');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL((u) => !u.pathname.endsWith('/login') && u.pathname !== '/');
const t0 = Date.now();
const n = await walkEveryScreen(page, base, 'demo-prod', async (what) => {
  const found = await englishOnPage(page);
  if (found.length) console.log(what, found);
});
console.log('visited', n, 'in', Date.now() - t0, 'ms');
await browser.close();

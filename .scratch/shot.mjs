import { chromium } from 'playwright-core';
const B = 'http://localhost:3107';
const [path, out, click] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
page.setDefaultTimeout(30000);
await page.goto(B + '/');
await page.getByLabel('Identifiant').fill('admin@example.com');
await page.getByLabel('Mot de passe').fill('motdepasse-shell-42');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL((u) => u.pathname !== '/' && !u.pathname.endsWith('/login'));
await page.goto(B + path);
await page.waitForTimeout(5000);
if (click) { await page.getByText(click, { exact: true }).first().click(); await page.waitForTimeout(3000); }
await page.screenshot({ path: out });
console.log(page.url());
await browser.close();

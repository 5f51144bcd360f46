import { chromium } from 'playwright-core';
const B = 'http://localhost:3107';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1400, 1280, 1024]) {
const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'fr-FR' });
page.setDefaultTimeout(30000);
await page.goto(B + '/');
await page.getByLabel('Identifiant').fill('admin@example.com');
await page.getByLabel('Mot de passe').fill('motdepasse-shell-42');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL((u) => u.pathname !== '/' && !u.pathname.endsWith('/login'));
await page.getByRole('button', { name: 'Profil' }).waitFor();
console.log(width, await page.getByRole('button', { name: 'Profil' }).boundingBox(), await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]));
await page.screenshot({ path: `/tmp/bar-${width}.png`, clip: { x: 0, y: 0, width, height: 70 } });
await page.close();
}
await browser.close();

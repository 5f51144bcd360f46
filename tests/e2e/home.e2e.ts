// Issue 34, the site's home ('Accueil') under the dashboard's three tiles: a super administrator's home and a contents
// editor's (exactly the items their rights allow), a to-do's link lands on the list of those records, and the item
// goes down once dealt with (a question accepted from that list); no request while it sits idle, no serious axe
// violation, nothing sideways on a phone.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { idleRequests } from './apiRequests.js';
import { AXE_TAGS } from './axe.js';
import { PROD, browserSuite, loggedInPage, rowWith, searchList, stamp, url, waitForPath } from './support.js';

const suite = browserSuite();
const POLL = { timeout: 15_000 };
let question: string;

beforeAll(async () => {
  question = `Question de l'accueil ${stamp()}`;
  await suite.api.create(PROD.id, 'Question', { label: question, status: 'pending' });
});

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const todoLinks = (page: Page) => section(page, 'À faire').getByRole('link');
/** The number the 'questions à modérer' line starts with (0 when the line is gone). */
const pendingQuestions = async (page: Page) => {
  const line = todoLinks(page).filter({ hasText: /questions? à modérer/ });
  return (await line.count()) ? Number((await line.innerText()).split(' ')[0]) : 0;
};

async function openHome(page: Page) {
  await page.goto(url(`/${PROD.id}`));
  await page.getByRole('heading', { name: 'Accueil', exact: true }).waitFor();
  await section(page, 'À faire').waitFor();
}

describe("a super administrator's home", () => {
  it('keeps the three tiles and shows the to-dos, the servers, the pulse and the activity, idle without requests', async () => {
    const page = await loggedInPage(suite.browser);
    await openHome(page);
    for (const tile of ['Options du site', 'Mise en page des pages', 'Contenus'])
      await page.getByRole('heading', { name: tile, exact: true }).waitFor();
    for (const name of ['Serveurs', "Le site aujourd'hui", 'Activité']) await section(page, name).waitFor();
    expect(await pendingQuestions(page)).toBeGreaterThan(0);
    await section(page, "Le site aujourd'hui")
      .getByText(/^Aujourd'hui :/)
      .first()
      .waitFor();
    // No polling: what comes is the home read again on news of the live stream (a demo's jobs), at most once a window.
    const idle = await idleRequests(page, 4_000);
    expect(idle.filter((request) => request !== `GET /api/${PROD.id}/home`)).toEqual([]);
    expect(idle.length).toBeLessThanOrEqual(2);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('fits a phone: nothing scrolls sideways at 375 px', async () => {
    const page = await loggedInPage(suite.browser);
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page);
    await section(page, 'Activité').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  });
});

describe("a contents editor's home", () => {
  it('shows only the to-dos of contents, no servers and no pulse', async () => {
    const editor = await suite.api.createAdminUser({ rights: { contents: true } });
    const page = await loggedInPage(suite.browser, editor.login, editor.password);
    await openHome(page);
    await section(page, 'Activité').waitFor();
    const lines = await todoLinks(page).allInnerTexts();
    expect(lines.some((line) => /questions? à modérer/.test(line))).toBe(true);
    for (const line of lines) expect(line).toMatch(/à modérer$|en erreur$/);
    expect(lines.some((line) => /commentaire|renouvellement|abonnement|virement|tâche/.test(line))).toBe(false);
    for (const name of ['Serveurs', "Le site aujourd'hui"]) expect(await section(page, name).count()).toBe(0);
  });
});

describe('a to-do leads to its records and goes once dealt with', () => {
  it('opens the pending questions, and counts one less once one is accepted there', async () => {
    const page = await loggedInPage(suite.browser);
    await openHome(page);
    const before = await pendingQuestions(page);
    await todoLinks(page)
      .filter({ hasText: /questions? à modérer/ })
      .click();
    await waitForPath(page, `/${PROD.id}/contents/questions/collection`);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: 'pending' });
    await searchList(page, question);
    const row = rowWith(page, question);
    await row.getByRole('button', { name: 'Accepter' }).click();
    // Accepted, it leaves the list of pending questions.
    await expect.poll(() => row.count(), POLL).toBe(0);
    // Back through the site's mark in the bar (its name, or 'Accueil du site : …' when compact).
    await page
      .getByRole('link', { name: new RegExp(`${PROD.label}$`) })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Accueil', exact: true }).waitFor();
    await expect.poll(() => pendingQuestions(page), POLL).toBe(before - 1);
  });
});

// The statistics screens (issue 12): Stats de lecture with its toggles, pages and export, the view charts, the sales
// summary with previous/next, per formula and the renewals chart, a tournament's statistics tab, the ingestion keys.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, loggedInPage, PROD, url, waitForPath } from './support.js';

const suite = browserSuite({ keepPages: true });
let page: Page;

/** Plays of 6 more videos than the demo's 7, so that the 10 per page make two pages. */
async function ingestExtraVideos(): Promise<void> {
  const key = (await suite.api.call('POST', '/api/global/ingest-keys', { siteId: PROD.id, label: 'e2e' })).body.key as string;
  const events = Array.from({ length: 6 }, (_, i) => ({
    entityId: `e2e-vid-${i + 1}`,
    mode: 'full',
    userStatus: 'premium',
    userId: `e2e-${i}`,
    playTime: 5,
    percent: 50,
  }));
  const res = await fetch(url(`/api/${PROD.id}/ingest/play`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': key },
    body: JSON.stringify({ events }),
  });
  expect(await res.json()).toEqual({ accepted: 6, rejected: [] });
  for (let i = 0; i < 100 && (await suite.api.call('GET', `/api/${PROD.id}/statistics/status`)).body.pendingEvents; i++)
    await new Promise((r) => setTimeout(r, 200));
}

const firstPlays = async () => (await page.locator('main table tbody tr').first().locator('td').nth(2).innerText()).trim();
const chartLines = () => page.locator('[data-testid="stats-chart"] .recharts-line path.recharts-curve');

async function downloaded(click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
}

describe('statistics screens', () => {
  it('Stats de lecture: 10 videos a page linked to their edit page, toggles, the total column, the CSV export', async () => {
    await ingestExtraVideos();
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/data`));
    await waitForPath(page, `/${PROD.id}/data/views`);
    await page.getByRole('heading', { name: 'Stats de lecture' }).waitFor();
    await expect.poll(() => page.locator('main table tbody tr').count()).toBe(10);
    expect(await page.locator('main table tbody tr').first().getByRole('link').getAttribute('href')).toMatch(
      new RegExp(`/${PROD.id}/contents/videos/[^/]+/edit$`),
    );
    await page.getByText('1–10 sur 13').waitFor();
    await page.getByRole('button', { name: 'Page suivante' }).click();
    await page.getByText('11–13 sur 13').waitFor();
    await page.getByRole('button', { name: 'Page précédente' }).click();

    const all = await firstPlays();
    await page.getByLabel('Anonymes').uncheck();
    await page.getByLabel('Freemium').uncheck();
    await expect.poll(firstPlays).not.toBe(all);
    await page.getByLabel('Total').uncheck();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Total lectures' }).count()).toBe(0);

    await page.getByLabel('Vidéos les plus lues').click();
    await page.getByRole('option', { name: 'De 10 à 30' }).click();
    const csv = await downloaded(() => page.getByRole('link', { name: 'Télécharger (CSV)' }).click());
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Rang;Vidéo;Titre;Lectures;Vues;Utilisateurs;Temps moyen (s);Pourcentage moyen');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['11', '12', '13']);
  });

  it('view statistics: line charts of plays and views by day or month, for the site or one content', async () => {
    await page.getByRole('tab', { name: 'Évolution des vues' }).click();
    await waitForPath(page, `/${PROD.id}/data/views/evolution`);
    await expect.poll(() => chartLines().count()).toBe(8);
    await page.getByRole('table', { name: 'Lectures et vues par mode' }).getByText('Total').waitFor();
    await page.getByLabel('Période').click();
    await page.getByRole('option', { name: 'Mois' }).click();
    const ticks = () => page.$$eval('.recharts-cartesian-axis-tick-value', (els) => els.map((e) => e.textContent ?? ''));
    await expect
      .poll(async () =>
        (await ticks()).some((t) => /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/.test(t)),
      )
      .toBe(true);
    // The same figures as a table, for a screen reader or whoever cannot tell the lines' colours apart.
    const plays = page.getByTestId('stats-chart').filter({ has: page.getByRole('heading', { name: 'Lectures', exact: true }) });
    await plays.getByRole('button', { name: 'Voir le tableau' }).click();
    const table = plays.getByRole('table', { name: 'Lectures' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('columnheader').first().innerText()).toBe('Période');
    expect(await table.getByRole('rowheader').first().innerText()).toMatch(/^\p{L}+ \d{4}$/u);
    await page.getByLabel("Cas d'usage").click();
    await page.getByRole('option', { name: 'Un contenu' }).click();
    await page.getByLabel('Identifiant du contenu').fill('inconnu');
    await expect.poll(() => page.getByText('Aucune donnée sur cette période').count()).toBe(2);
  });

  it("a text content row's stats button opens that content's view statistics", async () => {
    await page.goto(url(`/${PROD.id}/contents/text-contents/collection`));
    const row = page.locator('main table tbody tr').first();
    await row.getByRole('button', { name: 'Stats' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${PROD.id}/data/views/evolution`);
    const id = new URL(page.url()).searchParams.get('entityId');
    expect(id).toBeTruthy();
    expect(await page.getByLabel('Identifiant du contenu').inputValue()).toBe(id);
    await page.getByRole('heading', { name: 'Vues', exact: true }).waitFor();
  });

  it('sales: the summary by default, previous and next periods, per formula, renewals and user creations', async () => {
    await page.goto(url(`/${PROD.id}/data/sales`));
    await waitForPath(page, `/${PROD.id}/data/sales/summary`);
    const table = page.getByRole('table', { name: 'Résumé des ventes' });
    await table.getByText('Nombre de ventes').waitFor();
    const start = page.getByLabel('Date de début');
    const initial = await start.inputValue();
    await page.getByRole('button', { name: 'Période précédente' }).click();
    await expect.poll(() => start.inputValue()).not.toBe(initial);
    const next = page.getByRole('button', { name: 'Période suivante' });
    await next.click();
    await expect.poll(() => start.inputValue()).toBe(initial);
    // Forward until the start is no longer in the past: then no further.
    for (let i = 0; i < 3 && (await next.isEnabled()); i++) await next.click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await start.inputValue()).not.toBe(initial);

    await page.getByRole('tab', { name: "Par type d'abonnement" }).click();
    await waitForPath(page, `/${PROD.id}/data/sales/per-formula`);
    await page.getByLabel('Formule').waitFor();
    await table.getByText('Renouvellements').waitFor();

    await page.getByRole('tab', { name: 'Renouvellements et inscriptions' }).click();
    await page.getByRole('heading', { name: 'Renouvellements d’abonnement' }).waitFor();
    await page.getByLabel('Type').click();
    await page.getByRole('option', { name: "Création d'utilisateurs" }).click();
    await page.getByRole('heading', { name: "Création d'utilisateurs" }).waitFor();
  });

  it('reads on a phone: the sales table and charts fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('heading', { name: "Création d'utilisateurs" }).waitFor();
    // The charts follow their container once it has resized.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("tournament tab: bets and participants charts, the ranking, the participants' CSV", async () => {
    await page.goto(url(`/${PROD.id}/tournaments/tour-hiver/edit`));
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect.poll(() => chartLines().count()).toBe(3);
    await page.getByRole('table', { name: 'Classement' }).locator('tbody tr').first().waitFor();
    // Users by login, not by id; the bets chart says what it counts.
    expect(await page.getByRole('table', { name: 'Classement' }).locator('tbody tr td').nth(1).innerText()).toContain('@');
    await page.getByText('Nombre de paris', { exact: true }).first().waitFor();
    const csv = await downloaded(() => page.getByRole('link', { name: 'Participants (CSV)' }).click());
    expect(csv.split(/\r?\n/)[0]).toBe('Participant;Utilisateur;Identifiant;Score;Rang;Nombre de paris;Inscription');
    expect(csv.split(/\r?\n/)[1]).toMatch(/;1;\d+;\d{2}\/\d{2}\/\d{4}$/);
  });

  it('ingestion keys: a super administrator creates one, sees it once, and revokes it', async () => {
    await page.goto(url(`/${PROD.id}/super-admin/ingest-keys`));
    await page.locator('main').getByLabel('Site', { exact: true }).click();
    await page.getByRole('option', { name: PROD.label }).click();
    await page.getByLabel('Nom de la clé').fill('Site public e2e');
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    expect(await page.getByTestId('new-ingest-key').innerText()).toMatch(/^ing_/);
    const row = page.locator('main table tbody tr').filter({ hasText: 'Site public e2e' });
    await row.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
    await row.getByText(/Révoquée le/).waitFor();
  });
});

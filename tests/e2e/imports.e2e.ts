// 'Importer' (issue 31) on the Tags of the production demo site: a CSV of 3 rows of which one is refused, the dry run's
// preview, the import, the records in the list, 'Annuler l'import' and the list as it was before.
import { describe, expect, it } from 'vitest';
import { answerConfirm, browserSuite, loggedInPage, PROD, stamp, tableRows, url, waitForPath } from './support.js';

const BASE = `/${PROD.id}/contents/tags`;
const suite = browserSuite();
/** A loaded machine runs a job later than expect.poll's default second. */
const LOADED = { timeout: 30_000 };

const liveTags = async () => (await suite.api.call('GET', `/api/${PROD.id}/data/Tag/count`)).body as number;

describe("the 'Importer' tab", () => {
  it('previews a CSV with one refused row, imports the others, and undoes the import', { timeout: 180_000 }, async () => {
    const mark = stamp();
    const before = await liveTags();
    const csv = `\ufeffTexte;Libellé affiché;Tag principal\r\nImport ${mark} A;Premier;Oui\r\n;Sans texte;Non\r\nImport ${mark} B;Second;Non\r\n`;
    const page = await loggedInPage(suite.browser, undefined, undefined, `${BASE}/collection`);
    await page.getByRole('tab', { name: 'Importer' }).click();
    await waitForPath(page, `${BASE}/import`);
    await page.getByLabel('Fichier à importer').setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    // Each column's field as the server matched it, changeable.
    await expect.poll(() => page.getByLabel('Champ de la colonne Texte').innerText(), LOADED).toContain('Texte (text)');
    expect(await page.getByLabel('Champ de la colonne Libellé affiché').innerText()).toContain('Libellé affiché (label)');
    await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();

    const report = page.getByRole('region', { name: "Rapport de l'import" });
    await report.getByText("Essai à blanc : rien n'a été écrit").waitFor(LOADED);
    expect(await report.innerText()).toMatch(/3 lignes lues[\s\S]*2 à créer[\s\S]*1 refusés/);
    await report.getByText('1 ligne : « Texte » Ce champ est requis (ligne 3)').waitFor();
    expect(await report.getByRole('link', { name: 'Télécharger les lignes refusées (CSV)' }).isVisible()).toBe(true);
    expect(await liveTags()).toBe(before);

    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    await report.getByText('Import', { exact: true }).waitFor(LOADED);
    expect(await report.innerText()).toMatch(/2 créés[\s\S]*1 refusés/);
    const importPath = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

    await page.goto(url(`${BASE}/collection`));
    await page.getByPlaceholder('Rechercher').fill(`Import ${mark}`);
    await expect.poll(() => tableRows(page).allInnerTexts(), LOADED).toHaveLength(2);
    expect(await liveTags()).toBe(before + 2);

    // The import's page, found again at its address.
    await page.goto(url(importPath));
    await page.getByRole('button', { name: "Annuler l'import" }).click();
    await page
      .getByRole('dialog')
      .getByText("2 enregistrement(s) créé(s) par l'import seront archivés et 0 mis à jour seront remis comme avant", { exact: false })
      .waitFor();
    await answerConfirm(page, /Annuler l'import de tags\.csv/, "Annuler l'import");
    await report.getByText('Import annulé : 2 enregistrement(s) archivé(s), 0 remis comme avant.').waitFor(LOADED);
    expect(await liveTags()).toBe(before);

    await page.goto(url(`${BASE}/collection`));
    await page.getByPlaceholder('Rechercher').fill(`Import ${mark}`);
    await page.locator('main :text("Aucun résultat")').first().waitFor(LOADED);

    // The tab lists the import among the last ones, undone, and opens its page again.
    await page.goto(url(`${BASE}/import`));
    const row = page.getByRole('table', { name: 'Imports précédents' }).locator('tbody tr').first();
    await expect.poll(() => row.innerText(), LOADED).toMatch(/tags\.csv[\s\S]*Annulé[\s\S]*2 \/ 0 \/ 1/);
    await row.getByRole('link', { name: 'tags.csv' }).click();
    await report.getByText('Import annulé : 2 enregistrement(s) archivé(s), 0 remis comme avant.').waitFor(LOADED);
  });
});

describe("'Import de plusieurs types'", () => {
  it("imports a dump of several types by their _cls, references' types first, ids kept, and undoes it", { timeout: 180_000 }, async () => {
    const mark = stamp();
    const [category, news] = [`dump-cat-${mark}`, `dump-news-${mark}`];
    const dump = [
      JSON.stringify({ _id: { $oid: news }, _cls: 'News', label: `Dépêche ${mark}`, category }),
      JSON.stringify({ _id: category, _cls: 'Category', label: `Rubrique ${mark}` }),
      JSON.stringify({ _id: `dump-x-${mark}`, label: 'Sans type' }),
    ].join('\n');
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/super-admin/sites`);
    await page.getByRole('link', { name: 'Import de plusieurs types' }).click();
    await waitForPath(page, `/${PROD.id}/super-admin/imports`);
    await page
      .getByLabel('Fichier à importer')
      .setInputFiles({ name: 'ancienne-plateforme.ndjson', mimeType: 'application/json', buffer: Buffer.from(dump) });
    await page.getByRole('button', { name: 'Vérifier (essai à blanc)' }).click();

    const report = page.getByRole('region', { name: "Rapport de l'import" });
    await report.getByText("Essai à blanc : rien n'a été écrit").waitFor(LOADED);
    expect(await report.innerText()).toMatch(/3 lignes lues[\s\S]*2 à créer[\s\S]*1 refusés/);
    await report.getByText('« _cls » manquant', { exact: false }).waitFor();
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/Category/${category}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    await report.getByText('Import', { exact: true }).waitFor(LOADED);
    expect(await report.innerText()).toMatch(/2 créés[\s\S]*1 refusés/);
    // The news names the category it came with, by the id the old platform gave it.
    const stored = await suite.api.call('GET', `/api/${PROD.id}/data/News/${news}`);
    expect(stored.status).toBe(200);
    expect((stored.body as { category: unknown }).category).toMatchObject({ _id: category, _cls: 'Category' });

    await page.getByRole('button', { name: "Annuler l'import" }).click();
    await answerConfirm(page, /Annuler l'import de ancienne-plateforme\.ndjson/, "Annuler l'import");
    await report.getByText('Import annulé : 2 enregistrement(s) archivé(s), 0 remis comme avant.').waitFor(LOADED);
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/News/${news}`)).status).toBe(404);
  });
});

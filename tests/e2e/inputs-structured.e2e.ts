// Spec 000 §5 (List, Object, Enum, Date-time, Tag autocomplete) and 001 §5 (Date range), in the browser:
// a text content's authors, tags, video object, status and publication date edited, saved and read back, then
// the date range rule of a conference cycle. E2E_SHOTS_DIR=/some/dir keeps screenshots of the screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectionPath } from '../../model/paths.js';
import { PROD, loggedInPage, notification, stamp, url, browserSuite } from './support.js';

const SHOTS = process.env.E2E_SHOTS_DIR;
const BASE = `/${PROD.id}/contents/text-contents`;
/** The schema's label, as save messages name it. */
const LABEL = 'Contenus texte';

const suite = browserSuite();
let page: Page;

const shot = async (p: Page, name: string) => {
  if (SHOTS) await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const ref = (id: string, cls: string) => ({ _id: id, _cls: cls, _isRef: true });
/** Local date → unix seconds (the browser runs in the same time zone as this test). */
const seconds = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime() / 1000;
const pad = (n: number) => String(n).padStart(2, '0');

const saveButton = (p: Page) => p.getByRole('button', { name: 'Enregistrer' });
const authorsGroup = (p: Page) => p.getByRole('group', { name: 'Auteurs', exact: true });
const authorItem = (p: Page, n: number) =>
  authorsGroup(p)
    .getByRole('listitem')
    .nth(n - 1)
    .getByRole('combobox');
const publishField = (p: Page) => p.getByRole('textbox', { name: 'Date de publication' });
const videoGroup = (p: Page) => p.getByRole('group', { name: 'Vidéo', exact: true });

/** Types into a search-as-you-type field and picks the offered option. */
async function pick(p: Page, field: ReturnType<Page['getByRole']>, typed: string, option: string) {
  await field.click();
  await field.fill('');
  await field.pressSequentially(typed, { delay: 30 });
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe('structured inputs of a text content', () => {
  it('edits lists, tags, an object, an enum and a date, and keeps them after saving and reloading', async () => {
    const label = `Entrées structurées ${stamp()}`;
    const record = await suite.api.create(PROD.id, 'TextContent', {
      label,
      isPremium: false,
      status: 'prepub',
      authors: [ref('author-martin', 'Author')],
      tags: [ref('tag-culture', 'Tag')],
    });
    page = await loggedInPage(suite.browser);
    await page.goto(url(`${BASE}/${record._id}/edit`));
    await page.getByRole('heading', { name: label }).waitFor();
    // Opening the record changes nothing: no input stores a value of its own (an empty object stays closed).
    await page.waitForTimeout(500);
    expect(await saveButton(page).isDisabled()).toBe(true);

    // Authors: a list of references, one search-as-you-type picker per item, with the referenced record's label.
    await expect.poll(() => authorItem(page, 1).inputValue()).toBe('Claire Martin');
    expect(await authorsGroup(page).getByRole('link', { name: 'Ouvrir la fiche référencée' }).first().getAttribute('href')).toBe(
      `/${PROD.id}/contents/authors/author-martin`,
    );
    await authorsGroup(page).getByRole('button', { name: 'Ajouter' }).click();
    await pick(page, authorItem(page, 2), 'Jul', 'Julien Moreau');
    await authorsGroup(page).getByRole('button', { name: "Monter l'élément 2" }).click();
    await expect.poll(() => authorItem(page, 1).inputValue()).toBe('Julien Moreau');
    expect(await authorItem(page, 2).inputValue()).toBe('Claire Martin');
    expect(await authorsGroup(page).getByText('2 éléments').isVisible()).toBe(true);

    // Tags: chips, a prefix typed without accent nor capital finds 'Économie'.
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.click();
    await tags.pressSequentially('eco', { delay: 30 });
    await page.getByRole('option', { name: 'Économie', exact: true }).click();
    await page.getByRole('link', { name: 'Économie' }).waitFor();
    await tags.pressSequentially('zzz', { delay: 30 });
    await page.getByRole('option', { name: 'Créer le tag « zzz »' }).waitFor();
    await tags.press('Escape');
    await tags.fill('');

    // Publication date: a quick button, then typed text, both shown DD/MM/YYYY HH:mm.
    await page.getByRole('group', { name: 'Raccourcis de Date de publication' }).getByRole('button', { name: 'Demain' }).click();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(await publishField(page).inputValue()).toBe(`${pad(tomorrow.getDate())}/${pad(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()} 00:00`);
    await publishField(page).fill('31/02/2026');
    await publishField(page).press('Tab');
    await page.getByText('Invalid date').waitFor();
    await publishField(page).fill('25/12/2026 18:30');
    await publishField(page).press('Tab');
    await page.getByText('Invalid date').waitFor({ state: 'detached' });

    // Status: a searchable select.
    await pick(page, page.getByRole('combobox', { name: 'Statut' }), 'arch', 'Archivé');
    await shot(page, 'structured-general');

    // The video object (tab 'Affichage'): its members as a nested form.
    await page.getByRole('tab', { name: 'Affichage' }).click();
    await videoGroup(page).getByText('Non renseigné').waitFor();
    await videoGroup(page).getByRole('button', { name: 'Renseigner' }).click();
    await pick(page, videoGroup(page).getByRole('combobox', { name: /^Vidéo/ }), 'Mét', 'Météo de la semaine');
    await videoGroup(page)
      .getByLabel(/^Début \(secondes\)/)
      .fill('12');
    await shot(page, 'structured-display');

    await saveButton(page).click();
    await notification(page, `${LABEL} - ${record.label} a bien été enregistrée`).waitFor();

    const saved = (await suite.api.call('GET', `/api/${PROD.id}/data/TextContent/${record._id}`)).body;
    expect(saved.authors).toEqual([ref('author-moreau', 'Author'), ref('author-martin', 'Author')]);
    expect(saved.tags).toEqual([ref('tag-culture', 'Tag'), ref('tag-economie', 'Tag')]);
    expect(saved.publishTs).toBe(seconds(2026, 12, 25, 18, 30));
    expect(saved.status).toBe('archived');
    expect(saved.videoContent).toMatchObject({ video: ref('vid-meteo', 'Video'), startAt: 12 });

    await page.reload();
    await page.getByRole('heading', { name: label }).waitFor();
    await expect.poll(() => authorItem(page, 1).inputValue()).toBe('Julien Moreau');
    await expect.poll(() => authorItem(page, 2).inputValue()).toBe('Claire Martin');
    await page.getByRole('link', { name: 'Économie' }).waitFor();
    await page.getByRole('link', { name: 'Culture' }).waitFor();
    expect(await publishField(page).inputValue()).toBe('25/12/2026 18:30');
    expect(await page.getByRole('combobox', { name: 'Statut' }).inputValue()).toBe('Archivé');
    await page.getByRole('tab', { name: 'Affichage' }).click();
    await expect
      .poll(() =>
        videoGroup(page)
          .getByRole('combobox', { name: /^Vidéo/ })
          .inputValue(),
      )
      .toBe('Météo de la semaine');
    expect(
      await videoGroup(page)
        .getByLabel(/^Début \(secondes\)/)
        .inputValue(),
    ).toBe('12');
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
    await shot(page, 'structured-reloaded');
  });
});

describe('date range rule (spec 000 §5, 001 §5)', () => {
  it('refuses an end before the start, in French, and saves once fixed', async () => {
    const label = `Cycle ${stamp()}`;
    const cycle = await suite.api.create(PROD.id, 'ConferenceGroup', { label, startTs: seconds(2026, 3, 1), endTs: seconds(2026, 6, 1) });
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/${collectionPath({ _id: 'ConferenceGroup', section: 'products' })}/${cycle._id}/edit`));
    await page.getByRole('heading', { name: label }).waitFor();
    const end = page.getByRole('textbox', { name: 'Fin' });
    expect(await end.inputValue()).toBe('01/06/2026 00:00');

    await end.fill('01/02/2026');
    await end.press('Tab');
    await page.getByText('La date de fin ne peut pas être antérieure à la date de début').waitFor();
    await shot(page, 'structured-range');
    await saveButton(page).click();
    await page.waitForTimeout(300);
    expect(await notification(page, 'a bien été enregistrée').count()).toBe(0);

    await end.fill('01/02/2027 10:00');
    await end.press('Tab');
    await page.getByText('La date de fin ne peut pas être antérieure à la date de début').waitFor({ state: 'detached' });
    await saveButton(page).click();
    await notification(page, / a bien été enregistrée$/).waitFor();
    const saved = (await suite.api.call('GET', `/api/${PROD.id}/data/ConferenceGroup/${cycle._id}`)).body;
    expect(saved.endTs).toBe(seconds(2027, 2, 1, 10, 0));
  });
});

// Contents workflows (issue 9 §4): moderation buttons on the questions list (spec 000 §4), the images tool
// (spec 000 §2 Images, 001 §8 "Image delete error: message under the image card") and the 'liens' tab of a record.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  browserSuite,
  DELETE_CONFIRMATION,
  loggedInPage,
  notification,
  PROD,
  RESTORE_CONFIRMATION,
  rowAction,
  rowWith,
  searchList,
  stamp,
  waitForPath,
} from './support.js';

const suite = browserSuite();
/** The list refreshes after the server answered: time enough on a loaded machine. */
const POLL = { timeout: 15_000, interval: 200 };
const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 150, b: 30 } } })
    .png()
    .toBuffer();

describe('moderation from the questions list', () => {
  it('Accepter publishes and dates the question, Refuser refuses it; the list follows', async () => {
    const label = `Question à modérer ${stamp()}`;
    const question = await suite.api.create(PROD.id, 'Question', { label, status: 'pending' });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/contents/questions/collection`);
    const row = rowWith(page, label);
    await expect.poll(() => row.innerText(), POLL).toMatch(/En attente/);
    await row.getByRole('button', { name: 'Accepter' }).click();
    await notification(page, 'Publié').waitFor();
    await expect.poll(() => row.innerText(), POLL).toMatch(/Publié/);
    await expect.poll(() => row.getByRole('button', { name: 'Accepter' }).isDisabled(), POLL).toBe(true);
    expect(await page.url()).toContain('/contents/questions/collection');
    const stored = (await suite.api.call('GET', `/api/${PROD.id}/data/Question/${question._id}`)).body;
    expect(stored).toMatchObject({ status: 'published' });
    expect(Math.abs(stored.publishTs - Date.now() / 1000)).toBeLessThan(120);
    await (await rowAction(page, row, 'Refuser')).click();
    await expect.poll(() => row.innerText(), POLL).toMatch(/Refusé/);
    expect((await suite.api.call('GET', `/api/${PROD.id}/data/Question/${question._id}`)).body).toMatchObject({
      status: 'rejected',
      publishTs: stored.publishTs,
    });
  });
});

describe('the comments list at 1,440 px', () => {
  it('keeps two actions on a row, the others in its menu, and an e-mail on one line', async () => {
    const n = stamp();
    const user = { _id: 'user-camille', _cls: 'User', _isRef: true };
    await suite.api.create(PROD.id, 'UserComment', { body: `Commentaire ${n}`, user, status: 'pending' });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/users/user-comments/collection`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await searchList(page, n);
    const row = rowWith(page, `Commentaire ${n}`);
    await row.waitFor();
    // 'Modifier' and 'Accepter'; 'Refuser', 'Archiver' and 'Supprimer' in the menu.
    const actions = row.locator('td').last();
    await expect.poll(() => actions.locator('a, button').allInnerTexts(), POLL).toHaveLength(3);
    for (const name of ['Modifier', 'Accepter', "Plus d'actions"])
      expect(await actions.getByRole(name === 'Modifier' ? 'link' : 'button', { name }).count(), name).toBe(1);
    const email = row.getByRole('link', { name: 'camille.durand@example.com' });
    const lineHeight = await email.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
    expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await (await rowAction(page, row, 'Archiver')).waitFor();
  });
});

describe('images tool', () => {
  it('needs a name, shows the found images with their size and uses, refuses a used one, deletes and restores a free one', async () => {
    const n = stamp();
    const used = await suite.api.upload(PROD.id, `Affiche ${n} utilisee.png`, await png());
    const free = await suite.api.upload(PROD.id, `Affiche ${n} libre.png`, await png());
    const content = await suite.api.create(PROD.id, 'TextContent', { label: `Article illustré ${n}`, image: used.path, isPremium: false });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/tools/images`);
    const search = page.getByRole('button', { name: 'Rechercher' });
    expect(await search.isDisabled()).toBe(true);
    await page.getByLabel("Nom de l'image").fill(`affiche ${n}`);
    await search.click();
    const cards = page.getByRole('list', { name: 'Images trouvées' }).locator(':scope > li');
    await expect.poll(() => cards.count(), POLL).toBe(2);
    const usedCard = cards.filter({ hasText: 'utilisee' });
    const freeCard = cards.filter({ hasText: 'libre' });
    expect(await usedCard.innerText()).toContain(used.humanSize);
    expect(await freeCard.innerText()).toContain('Utilisée nulle part');
    expect(await usedCard.getByRole('img').getAttribute('src')).toContain(`/api/${PROD.id}/images${used.path}?`);

    await usedCard.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByText(DELETE_CONFIRMATION).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await usedCard.getByText(/Image utilisée, non supprimée : .*Article illustré/).waitFor();

    await freeCard.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => cards.count(), POLL).toBe(1);

    await page.getByLabel('Images supprimées').check();
    await search.click();
    await expect.poll(() => cards.count(), POLL).toBe(1);
    await cards.first().getByRole('button', { name: 'Restaurer' }).click();
    await page.getByRole('dialog').getByText(RESTORE_CONFIRMATION).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => cards.count(), POLL).toBe(0);
    await expect.poll(async () => (await suite.api.call('GET', `/api/${PROD.id}/files${free.path}`)).status, POLL).toBe(200);

    await page.getByLabel('Images supprimées').uncheck();
    await search.click();
    await expect.poll(() => cards.count(), POLL).toBe(2);
    await usedCard.getByRole('link', { name: new RegExp(`Article illustré ${n}`) }).click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/${content._id}/edit`);
  });
});

describe("the 'liens' tab", () => {
  it('lists the records pointing at this one, grouped by type, each a link', async () => {
    const n = stamp();
    const author = await suite.api.create(PROD.id, 'Author', { label: `Autrice ${n}` });
    const article = await suite.api.create(PROD.id, 'TextContent', {
      label: `Article signé ${n}`,
      isPremium: false,
      authors: [{ _id: author._id, _cls: 'Author', _isRef: true }],
    });
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/contents/authors/${author._id}/edit`);
    await page.getByRole('tab', { name: 'liens', exact: true }).click();
    const group = page.getByRole('region', { name: 'Contenus texte' });
    await group.getByText('Contenus texte (1)').waitFor();
    expect(await group.innerText()).toMatch(/par « Auteurs »/);
    await group.getByRole('link', { name: `Article signé ${n}` }).click();
    await waitForPath(page, `/${PROD.id}/contents/text-contents/${article._id}/edit`);
  });
});

// The 'Historique' tab (issue 22 §1): open a record, edit, save; the tab lists the new version, compares two
// versions side by side, shows one in the read-only form, and 'Restaurer cette version' brings the older title back into the form.
// A schema's screen has the same history, and its restore says what it does to the stored records. An archived record
// opens read-only from the list's archives, with its history.
import { describe, expect, it } from 'vitest';
import { browserSuite, loggedInPage, notification, pathOf, PROD, stamp, waitForPath } from './support.js';

const BASE = `/${PROD.id}/contents/text-contents`;
const suite = browserSuite();

describe("the record's history", () => {
  it('lists the saved version, compares two versions and restores one', async () => {
    const label = `Historique ${stamp()}`;
    const record = await suite.api.create(PROD.id, 'TextContent', { label, isPremium: false });
    const page = await loggedInPage(suite.browser, undefined, undefined, `${BASE}/${record._id}/edit`);
    await page.getByRole('heading', { name: label }).waitFor();
    await page.getByLabel(/^Titre/).fill(`${label} modifié`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('heading', { name: `${label} modifié` }).waitFor();

    await page.getByRole('tab', { name: 'Historique' }).click();
    const rows = page.getByRole('table', { name: 'Versions' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toMatch(/Modification[\s\S]*Titre/);

    // The older version, in the record's form, read-only.
    await rows.nth(1).getByRole('button', { name: 'Voir' }).click();
    const version = page.getByRole('dialog');
    await expect.poll(() => version.getByLabel(/^Titre/).inputValue()).toBe(label);
    expect(await version.getByLabel(/^Titre/).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Comparer' }).click();
    const compared = page.getByRole('table', { name: 'Comparaison' });
    await expect.poll(() => compared.innerText()).toMatch(new RegExp(`Titre\\s+${label}\\s+${label} modifié`));
    await page.keyboard.press('Escape');

    await rows.nth(1).getByRole('button', { name: 'Restaurer cette version' }).click();
    await page.getByRole('button', { name: 'Restaurer', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().innerText()).toMatch(/Restauration d'une version/);
    await page.getByRole('tab', { name: 'Édition' }).click();
    await expect.poll(() => page.getByLabel(/^Titre/).inputValue()).toBe(label);
  });
});

describe("an archived record's history", () => {
  it('opens read-only from the archives with its versions; once restored, a version identical to it is not offered', async () => {
    const label = `Archivé ${stamp()}`;
    const record = await suite.api.create(PROD.id, 'TextContent', { label, isPremium: false });
    // Archived as 'Supprimer' does (records.e2e.ts clicks it).
    expect((await suite.api.call('DELETE', `/api/${PROD.id}/data/TextContent/${record._id}`)).status).toBe(200);
    const page = await loggedInPage(suite.browser, undefined, undefined, `${BASE}/collection`);
    const row = page.locator('main table tbody tr').filter({ hasText: label });

    await page.getByRole('switch', { name: 'Archivés' }).check();
    await row.getByText(label).click();
    await page.getByRole('heading', { name: label }).waitFor();
    expect(pathOf(page)).toBe(`${BASE}/${record._id}/archive`);
    await page.getByText('Cet enregistrement est archivé : il est affiché en lecture seule.', { exact: false }).waitFor();
    expect(await page.getByLabel(/^Titre/).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Historique' }).click();
    const rows = page.getByRole('table', { name: 'Versions' }).locator('tbody tr');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringMatching(/Archivage/), expect.stringMatching(/Création/)]);
    expect(await page.getByRole('button', { name: 'Restaurer cette version' }).count()).toBe(0);
    await rows.nth(1).getByRole('button', { name: 'Voir' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByLabel(/^Titre/)
          .inputValue(),
      )
      .toBe(label);
    await page.keyboard.press('Escape');
    // Back to the archives it was opened from.
    await page.getByRole('button', { name: 'Retour à la liste' }).click();
    await row.getByText(label).click();
    await waitForPath(page, `${BASE}/${record._id}/archive`);
    // The record read again on screen (its form, then its banner): until then the screen drawn from the list's row is
    // replaced, and a dialog opened from it with it.
    await expect.poll(() => page.getByLabel(/^Titre/).inputValue()).toBe(label);
    await page.getByText('Cet enregistrement est archivé : il est affiché en lecture seule.', { exact: false }).waitFor();

    // Out of the archives, it opens live; its first version is what it is now: nothing to restore.
    await page.getByRole('button', { name: 'Restaurer', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await waitForPath(page, `${BASE}/${record._id}/edit`);
    // The live screen has replaced the archive's (its tabs are its own) once it offers to save.
    await page.getByRole('button', { name: 'Enregistrer' }).waitFor();
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    // The creation's version is the record as it is now: its button is disabled and says why.
    const restoreCreation = rows.nth(2).getByRole('button', { name: 'Restaurer cette version' });
    expect(await restoreCreation.isDisabled()).toBe(true);
    // A disabled button takes no pointer events: its wrapper holds the tooltip.
    await restoreCreation.locator('xpath=..').hover();
    await page.getByRole('tooltip').getByText("Cette version est identique à l'enregistrement actuel").waitFor();
  });
});

describe("a schema's history", () => {
  it('restores an older schema and says how many stored records no longer pass it', async () => {
    const type = `Historise${stamp()}`;
    const schema = (required: boolean) => ({
      label: `Historisés ${type}`,
      section: 'contents',
      storedInInstanceDatabase: true,
      hasAssociatedDBCollection: true,
      propertiesList: [
        { key: 'label', label: 'Nom', type: 'string' },
        { key: 'code', label: 'Code', type: 'string', required },
      ],
    });
    expect((await suite.api.call('POST', '/api/global/data/schema', { _id: type, ...schema(true) })).status).toBe(201);
    try {
      expect((await suite.api.call('PUT', `/api/global/data/schema/${type}`, schema(false))).status).toBe(200);
      // Stored under the second version, without the code the first one required.
      await suite.api.create(PROD.id, type, { label: 'Sans code' });
      const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/super-admin/schemas/${type}`);
      const rows = page.getByRole('region', { name: 'Historique' }).getByRole('table', { name: 'Versions' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      await rows.nth(1).getByRole('button', { name: 'Restaurer cette version' }).click();
      await page.getByRole('button', { name: 'Restaurer', exact: true }).click();
      await notification(page, 'Schéma enregistré : 1 enregistrement(s) ne respectent plus ce schéma').waitFor();
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.first().innerText()).toMatch(/Restauration d'une version/);
    } finally {
      await suite.api.call('DELETE', `/api/global/data/schema/${type}`);
    }
  });
});

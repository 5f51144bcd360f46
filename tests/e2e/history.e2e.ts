// The 'Historique' tab (issue 22 §1): open a record, edit, save; the tab lists the new version, compares two
// versions side by side, shows one in the read-only form, and 'Restaurer cette version' brings the older title back into the form.
// A schema's screen has the same history, and its restore says what it does to the stored records.
import { describe, expect, it } from 'vitest';
import { browserSuite, loggedInPage, notification, PROD, stamp } from './support.js';

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

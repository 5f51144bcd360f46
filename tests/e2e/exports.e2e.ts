// Spec 000 §2 List tabs and Exports, §4 Preset export and Export status, §5 custom export fields and Execute tab, on the
// Events of the production demo site: an export of a searched list downloaded from its Export record, the field
// picker, and an execution refused while its filter is wrong, then run and undone.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, loggedInPage, notification, PROD, stamp, url, waitForPath } from './support.js';

const BASE = `/${PROD.id}/products/events`;
const READY = 'Votre export est prêt, vous pouvez maintenant le télécharger';
const suite = browserSuite();
/** A loaded machine answers a search or a record later than expect.poll's default second. */
const LOADED = { timeout: 15_000 };
const mark = stamp();
const labels = [`Salon ${mark} A`, `Salon ${mark} B`];

beforeAll(async () => {
  for (const [i, label] of labels.entries()) await suite.api.create(PROD.id, 'Event', { label, eventTs: 1767225600, price: 10 + i, maxTickets: 5 });
});

/** Opens the events list searched on this run's mark, then one of its tabs. */
async function searchedListTab(page: Page, tab: string) {
  await page.goto(url(`${BASE}/collection`));
  // Typed before the list's first answer, the search could be replaced by the list's stored parameters.
  await page.getByText(labels[1]).waitFor();
  await page.getByPlaceholder('Rechercher').fill(mark);
  await page.getByText(labels[1]).waitFor();
  await expect.poll(() => page.locator('main table tbody tr').allInnerTexts(), LOADED).toHaveLength(2);
  await page.getByRole('tab', { name: tab }).click();
  await waitForPath(page, `${BASE}/${tab === 'Export' ? 'export' : 'execute'}`);
}

/** Clicks the Export record's download button and answers the file's text. */
async function download(page: Page): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger' }).click()]);
  return fs.readFileSync((await file.path())!, 'utf8');
}

describe('Export tab', () => {
  it('exports the searched list with a preset, opens its Export record and downloads it', async () => {
    const page = await loggedInPage(suite.browser);
    await searchedListTab(page, 'Export');
    await expect.poll(() => page.getByText("Le filtre et la recherche de la liste s'appliquent", { exact: false }).isVisible(), LOADED).toBe(true);
    await page.getByRole('button', { name: 'Événements EVENT_EXPORT' }).click();
    await notification(page, READY).waitFor();
    await page.waitForURL((location) => location.pathname.startsWith(`/${PROD.id}/exports/`));
    const record = page.getByTestId('export-record');
    await expect.poll(() => record.getByText('Succès', { exact: true }).isVisible(), LOADED).toBe(true);
    for (const text of ['Événements — Événements', 'CSV', 'Toute la période', 'admin', 'Aucun problème signalé']) {
      expect(await record.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    const csv = await download(page);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '_id;label;cartLabel;eventTs;price;maxTickets;requiresShipping;foreignShippingCost;disableDonation;requireJustif;isSub;abowebTarifCodeFr;abowebShippingTarifCode;_abowebFormulaCode',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(';')[1])
        .sort(),
    ).toEqual(labels);
  });

  it('exports the fields picked in the tree, headed by their labels', async () => {
    const page = await loggedInPage(suite.browser);
    await searchedListTab(page, 'Export');
    expect(await page.getByRole('link', { name: 'Exports précédents et leurs fichiers' }).getAttribute('href')).toBe(
      `/${PROD.id}/exports/collection`,
    );
    const picker = page.getByRole('group', { name: 'Champs à exporter' });
    await picker.getByLabel('Nom', { exact: true }).check();
    await picker.getByLabel('Prix (€)', { exact: true }).check();
    // The period in French (jj/mm/aaaa) with the console's calendar, not the browser's date input (mm/dd/yyyy).
    const from = page.getByRole('textbox', { name: 'Créés du' });
    expect(await from.getAttribute('type')).toBe('text');
    await from.fill('01/01/2020');
    await from.press('Enter');
    await page.getByRole('button', { name: 'Ouvrir le calendrier' }).first().click();
    await page.getByRole('dialog', { name: 'Calendrier' }).getByText('janvier 2020').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Exporter les champs choisis (2)' }).click();
    await page.waitForURL((location) => location.pathname.startsWith(`/${PROD.id}/exports/`));
    await expect.poll(() => page.getByText('Succès', { exact: true }).isVisible(), LOADED).toBe(true);
    await page.getByText('Depuis le 01/01/2020 00:00', { exact: true }).waitFor();
    const lines = (await download(page))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nom;Prix (€)');
    expect(lines.slice(1).sort()).toEqual([`${labels[0]};10`, `${labels[1]};11`]);
  });
});

describe('Execute tab', () => {
  it('says what is wrong as one types, then previews, runs and undoes', async () => {
    const page = await loggedInPage(suite.browser);
    await searchedListTab(page, 'Exécuter');
    const filter = JSON.stringify({ label: { $in: labels } });
    await page.getByLabel('Filtre').fill('{"label": {"$regex": "Salon"}}');
    await page.getByLabel('Commande').fill('{"$inc": {"maxTickets": 2}}');
    await page.getByText('Erreur dans la requête : opérateur $regex non autorisé').waitFor();
    expect(await page.getByRole('button', { name: 'Aperçu' }).isDisabled()).toBe(true);
    await page.getByLabel('Filtre').fill(filter);
    await page.getByLabel('Commande').fill('{"$inc": {"label": 2}}');
    await page.getByText("Erreur dans la commande : $inc s'applique à un nombre, pas à label").waitFor();
    await page.getByLabel('Commande').fill('{"$inc": {"maxTickets": 2}}');
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByTestId('execute-preview').getByText('2 enregistrement(s) concerné(s)').waitFor();
    await page.getByRole('button', { name: 'Exécuter' }).click();
    // The count the preview found is confirmed first.
    const confirm = page.getByRole('dialog', { name: 'Modifier 2 enregistrement(s) de « Événements » ?' });
    await confirm
      .getByText('La commande {"$inc": {"maxTickets": 2}} s\'applique aux 2 enregistrement(s) que le filtre sélectionne.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Exécuter' }).click();
    // Jobs: the queue's polling and a loaded machine may take longer than a click's wait.
    await page.getByText('2 modifié(s), 0 déjà conforme(s), 0 laissé(s) inchangé(s) sur 2').waitFor({ timeout: 45_000 });
    const tickets = async () =>
      (await suite.api.call('GET', `/api/${PROD.id}/data/Event?adminFilter=${encodeURIComponent(filter)}`)).body.data.map(
        (e: { maxTickets: number }) => e.maxTickets,
      );
    expect(await tickets()).toEqual([7, 7]);
    await page.getByRole('button', { name: 'Annuler cette exécution' }).click();
    await page.getByText('2 remis comme avant, 0 laissé(s) tel(s) quel(s)').waitFor({ timeout: 45_000 });
    expect(await tickets()).toEqual([5, 5]);
  });
});

describe('global lists', () => {
  it('offer the Export and Execute tabs too (Sites)', async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/super-admin/sites/collection`);
    await page.getByRole('tab', { name: 'Export' }).click();
    await page.getByRole('group', { name: 'Champs à exporter' }).getByLabel('Nom', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Exécuter' }).count()).toBe(1);
  });
});

describe('accounting export tab', () => {
  it('lists the payouts in euros with their status, prepares a payout’s reconciled file as a job, then offers it', async () => {
    const page = await loggedInPage(suite.browser, undefined, undefined, `/${PROD.id}/payments/accounting-export-items/accounting-export`);
    const table = page.getByRole('table', { name: 'Virements du prestataire' });
    const row = table.getByRole('row').filter({ hasText: 'po_demo_0002' });
    await row.waitFor();
    for (const text of ['23/01/2026', '3 899,50 €', 'En transit']) expect(await row.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await page.getByText('simulateur local').count()).toBeGreaterThan(0);
    await page.getByText(/préparé en arrière-plan/).waitFor();
    await row.getByRole('button', { name: "Préparer l'export comptable" }).click();
    // The job's panel may come and go before a look (a small payout is ready at once): the file offered is what counts.
    const offered = page.getByRole('link', { name: 'Télécharger export_comptable_2026-01-23_3899.50EUR.csv' });
    await offered.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), offered.click()]);
    expect(file.suggestedFilename()).toBe('export_comptable_2026-01-23_3899.50EUR.csv');
    const text = fs.readFileSync((await file.path())!, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date;Type;Transaction;Paiement (prestataire);Paiement;Achats;Utilisateur;Brut (€);Frais (€);Remboursements (€);Net (€);Contrôle',
    );
    // The record's link opens its page at once (no reload), within the console's layout and with a way back.
    await page.getByRole('status').getByRole('link', { name: "Voir l'export et son rapport" }).click();
    await page.waitForURL((location) => location.pathname.startsWith(`/${PROD.id}/exports/`));
    await page.getByTestId('export-record').getByText('Succès', { exact: true }).waitFor(LOADED);
    expect(await table.count()).toBe(0);
    await page.getByRole('navigation', { name: 'Paiements', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Retour' }).click();
    await waitForPath(page, `/${PROD.id}/payments/accounting-export-items/accounting-export`);
    await row.waitFor();
  });
});

// Issue 9 §5 in the browser: a source uploaded on a new Video is encoded while the queue page shows its bar moving,
// until done; the streams play in the record's 'Flux vidéo' tab; the queue's rows move.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeClip } from '../support/clips.js';
import { browserSuite, loggedInPage, notification, PROD, stamp, url } from './support.js';

const suite = browserSuite();

const row = (page: Page, label: string) => page.locator('li[data-video-id]').filter({ hasText: label });
const progressOf = async (page: Page, label: string) =>
  Number((await row(page, label).getByRole('progressbar').getAttribute('aria-valuenow')) ?? NaN);

describe('the encoding queue', () => {
  it('encodes an uploaded source: the bar moves on the live page until done, and the streams play', async () => {
    const page = await loggedInPage(suite.browser);
    const label = `Clip e2e ${stamp()}`;
    await page.goto(url(`/${PROD.id}/contents/videos/new`));
    await page.getByLabel('Titre').fill(label);
    await page.getByRole('tab', { name: 'Avancé' }).click();
    const clip = await makeClip({ seconds: 8, width: 320, height: 180 });
    await page.getByLabel('Fichier à téléverser (Fichier source)').setInputFiles({ name: 'clip-e2e.mp4', mimeType: 'video/mp4', buffer: clip });
    await page.getByText('Fichier enregistré').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await notification(page, /a bien été enregistrée/).waitFor();

    await page.goto(url(`/${PROD.id}/video-encoding`));
    await page.waitForURL(/\/video-encoding\/encoding$/);
    await row(page, label).waitFor({ timeout: 30_000 });
    // The row follows the job live: some progress under 100 % while it encodes, then it leaves the page when done.
    const seen = new Set<number>();
    const end = Date.now() + 90_000;
    while ((await row(page, label).count()) > 0 && Date.now() < end) {
      const value = await progressOf(page, label).catch(() => NaN);
      if (Number.isFinite(value)) seen.add(value);
      await page.waitForTimeout(150);
    }
    expect(await row(page, label).count()).toBe(0);
    expect(
      [...seen].some((v) => v > 0 && v < 100),
      `progress seen: ${[...seen].join(', ')}`,
    ).toBe(true);

    await page.goto(url(`/${PROD.id}/video-encoding/all`));
    const done = row(page, label);
    await done.getByText('Terminé', { exact: true }).first().waitFor();
    expect(await progressOf(page, label)).toBe(100);
    await expect.poll(() => done.innerText()).toMatch(/Vidéo intégrale\s*180p\s*MP4\s*HLS/);

    await done.getByRole('link', { name: label }).click();
    await page.getByRole('tab', { name: 'Flux vidéo' }).click();
    const playable = (name: string) => page.getByLabel(name).evaluate((video: HTMLVideoElement) => video.readyState >= 1 && video.duration > 7);
    await expect.poll(() => playable('Vidéo intégrale en MP4 180p'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => playable('Vidéo intégrale en HLS'), { timeout: 15_000 }).toBe(true);
    const master = page.getByText(/\/enc-[0-9a-f]{12}\/full\/hls\/master\.m3u8$/).first();
    const before = await master.innerText();
    // The demo video servers are this console's stand-ins.
    expect(await page.getByLabel('Serveurs vidéo').getByText('simulateur local').count()).toBeGreaterThan(0);

    // Re-encoded from the tab: once done, the new renditions, at new addresses, play without a reload.
    await page.getByRole('button', { name: 'Réencoder' }).click();
    await expect.poll(() => master.innerText().catch(() => before), { timeout: 90_000 }).not.toBe(before);
    await expect.poll(() => playable('Vidéo intégrale en HLS'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => playable('Vidéo intégrale en MP4 180p'), { timeout: 15_000 }).toBe(true);
    expect(await page.getByLabel('Vidéo intégrale en MP4 180p').getAttribute('src')).toContain(
      /\/enc-[0-9a-f]{12}\//.exec(await master.innerText())![0],
    );
  }, 200_000);

  it('moves rows in the queue: down swaps two neighbours, to the top puts a row first', async () => {
    const page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/video-encoding/all`));
    const rows = page.locator('li[data-video-id]');
    await rows.first().waitFor();
    const ids = () => rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-video-id')));
    const before = await ids();
    expect(before.length).toBeGreaterThan(2);

    await rows.first().getByRole('button', { name: 'Descendre', exact: true }).click();
    await expect.poll(ids).toEqual([before[1], before[0], ...before.slice(2)]);

    await rows.last().getByRole('button', { name: 'Mettre en tête de file' }).click();
    await expect.poll(async () => (await ids())[0]).toBe(before.at(-1));

    await page.getByLabel('Trier par').click();
    await page.getByRole('option', { name: 'Date de création' }).click();
    await page.waitForURL(/tri=date/);
    await rows.first().waitFor();
  }, 60_000);
});

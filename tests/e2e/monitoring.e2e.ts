// The video servers' monitoring tab (spec 000 §2 "Video server monitoring"): the gauges follow what a video server
// (the local stand-in, run here) really sends, and an unreachable server shows as offline with its reason.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVideoServerStandIn, type VideoServerStandIn } from '../../stand-ins/video-server/index.js';
import { browserSuite, loggedInPage, PROD, stamp, url, waitForPath } from './support.js';

const suite = browserSuite({ keepPages: true });
let standIn: VideoServerStandIn;
let root: string;
const name = `Essai ${stamp()}`;
const offlineName = `Éteint ${stamp()}`;
const ids: string[] = [];
const FILE = '/demo-prod/videos/vid-essai/full.mp4';

const bandwidthGauge = (card: Locator) => card.getByRole('meter', { name: 'Bande passante' });
const valueOf = async (meter: Locator) => Number(await meter.getAttribute('aria-valuenow'));

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'monitoring-e2e-'));
  fs.mkdirSync(path.dirname(path.join(root, FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, FILE), Buffer.alloc(2_000_000, 1));
  standIn = await startVideoServerStandIn({ root });
  ids.push((await suite.api.create('global', 'VideoServer', { name, baseUrl: standIn.url, bandwidth: 1 }))._id);
  ids.push((await suite.api.create('global', 'VideoServer', { name: offlineName, baseUrl: `http://127.0.0.1:${await closedPort()}` }))._id);
});
afterAll(async () => {
  for (const id of ids) await suite.api.call('DELETE', `/api/global/data/VideoServer/${id}`);
  await standIn?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the monitoring tab of the video servers', () => {
  let page: Page;

  it('moves the bandwidth gauge with what the server sends, into the red zone past 95 %', async () => {
    page = await loggedInPage(suite.browser);
    await page.goto(url(`/${PROD.id}/super-admin/video-servers/collection`));
    await page.getByRole('tab', { name: 'Supervision' }).click();
    await waitForPath(page, `/${PROD.id}/super-admin/video-servers/monitoring`);
    const card = page.getByRole('region', { name: `Serveur ${name}` });
    await expect.poll(() => bandwidthGauge(card).getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('0');
    await expect(card.getByText('simulateur local').isVisible()).resolves.toBe(true);
    await expect(card.getByText('En ligne').isVisible()).resolves.toBe(true);
    for (const label of ['Processeur', 'Mémoire', "Mémoire d'échange"]) {
      const value = await valueOf(card.getByRole('meter', { name: label, exact: true }));
      expect(value, label).toBeGreaterThanOrEqual(0);
      expect(value, label).toBeLessThanOrEqual(100);
    }
    expect(await card.getByRole('img', { name: /^Niveau d'alerte \d+ : thermomètre/ }).count()).toBe(1);

    // A viewer downloads 2 MB a few times a second: with a bandwidth of 1 Mo/s, the gauge passes 100 %.
    let downloading = true;
    const viewer = (async () => {
      while (downloading) {
        await (await fetch(standIn.url + FILE)).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      await expect.poll(() => valueOf(bandwidthGauge(card)), { timeout: 10_000 }).toBeGreaterThanOrEqual(95);
      expect(await bandwidthGauge(card).getAttribute('data-zone')).toBe('danger');
      // The red zone is said in words too, not by colour alone.
      expect(await bandwidthGauge(card).getAttribute('aria-valuetext')).toMatch(/ % · critique$/);
      await expect(card.getByText(/ \/ 1 Mo\/s$/).isVisible()).resolves.toBe(true);
    } finally {
      downloading = false;
      await viewer;
    }
    await expect.poll(() => valueOf(bandwidthGauge(card)), { timeout: 10_000 }).toBe(0);
  });

  it('shows an unreachable server as offline with the reason', async () => {
    const card = page.getByRole('region', { name: `Serveur ${offlineName}` });
    await card.getByText('Hors ligne').waitFor();
    await card.getByText('Connexion refusée').waitFor();
    expect(await card.getByRole('meter').count()).toBe(0);
    expect(await page.getByRole('figure', { name: 'Nouvelles connexions par seconde' }).isVisible()).toBe(true);
  });

  it('shows the history over a longer period in buckets', async () => {
    await page.getByRole('button', { name: '1 h' }).click();
    await page.getByRole('figure', { name: 'Connexions ouvertes (1 h)' }).waitFor();
    await page.getByText('un point toutes les 6 s (maximum des connexions, moyenne des nouvelles)').waitFor();
    // The legend names the servers, this test's one among them.
    await page.getByRole('figure', { name: 'Connexions ouvertes (1 h)' }).getByText(name).waitFor();
  });

  it('tags the console\'s own stand-ins "simulateur local" on the list\'s rows and on their records, not other servers', async () => {
    await page.goto(url(`/${PROD.id}/super-admin/video-servers/collection`));
    const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });
    await rowOf('Paris 1').getByText('simulateur local').waitFor();
    await rowOf(offlineName).waitFor();
    expect(await rowOf(offlineName).getByText('simulateur local').count()).toBe(0);
    await page.goto(url(`/${PROD.id}/super-admin/video-servers/vs-lyon-1`));
    await page.getByRole('heading', { level: 1, name: 'Lyon 1' }).waitFor();
    await page.getByText('simulateur local', { exact: true }).waitFor();
    await page.goto(url(`/${PROD.id}/super-admin/video-servers/${ids[1]}`));
    await page.getByRole('heading', { level: 1, name: offlineName }).waitFor();
    await page.getByLabel('Nom').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText('simulateur local', { exact: true }).count()).toBe(0);
  });
});

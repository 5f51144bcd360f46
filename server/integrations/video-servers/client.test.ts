import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStatus } from './client.js';

const GOOD = { alertLevel: 2, online: true, cpuLoad: 12.5, memoryLoad: 40, swapLoad: 0, outRate: 1_500_000, connections: 7, newConnections: 1 };
const hits: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    const route = req.url!.split('/')[1];
    if (route === 'good') return res.end(JSON.stringify(GOOD));
    if (route === 'garbage') return res.end('<html>pas du json</html>');
    if (route === 'partial') return res.end(JSON.stringify({ ...GOOD, cpuLoad: 'beaucoup' }));
    if (route === 'error') return res.writeHead(500).end('{}');
    if (route === 'redirect') return res.writeHead(302, { location: `${base}/good/status` }).end();
    if (route === 'huge') return res.end(JSON.stringify({ ...GOOD, pad: 'x'.repeat(20_000) }));
    if (route === 'slow') return void setTimeout(() => res.end(JSON.stringify(GOOD)), 500);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

describe('readStatus', () => {
  it('reads the status of {baseUrl}/status', async () => {
    expect(await readStatus(`${base}/good/`)).toEqual({ ok: true, status: GOOD });
    expect(hits.at(-1)).toBe('/good/status');
  });

  it('answers an offline server with a French reason for whatever goes wrong', async () => {
    const cases: [string, RegExp][] = [
      ['garbage', /illisible : du JSON/],
      ['partial', /statut incomplet/],
      ['error', /HTTP 500/],
      ['huge', /trop longue/],
    ];
    for (const [route, reason] of cases) {
      const res = await readStatus(`${base}/${route}`);
      expect(res.ok, route).toBe(false);
      expect(!res.ok && res.reason).toMatch(reason);
    }
    const slow = await readStatus(`${base}/slow`, 100);
    expect(slow).toEqual({ ok: false, reason: 'Pas de réponse en 100 ms' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await readStatus(`http://127.0.0.1:${port}`)).toEqual({ ok: false, reason: 'Connexion refusée' });
  });

  it('follows no redirect and refuses addresses that are not http(s)', async () => {
    const before = hits.length;
    expect(await readStatus(`${base}/redirect`)).toEqual({ ok: false, reason: 'Redirection refusée (HTTP 302)' });
    expect(hits.slice(before)).toEqual(['/redirect/status']);
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/', 'pas une adresse', `http://user:pw@127.0.0.1:1/`]) {
      const res = await readStatus(url);
      expect(res.ok, url).toBe(false);
      expect(!res.ok && res.reason).toMatch(/Adresse refusée/);
    }
    expect(hits.length).toBe(before + 1);
  });
});

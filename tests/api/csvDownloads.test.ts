// Every CSV the server sends goes through one writer with the formula rule (issue 18 §1.5, §2 "One CSV writer"):
// the server source may say `text/csv` or use csv-stringify only in server/domains/exports/csv.ts, every route whose handler
// sends a CSV (sendCsv) is found in the source and must have a download below, and each download of values planted to
// start with = + - @ tab or CR answers them prefixed with an apostrophe.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, waitForJob } from './client.js';
import { rolledUp } from './statisticsFixture.js';

const SITE = `csv-${Date.now()}`;
const FORMULAS = ['=HYPERLINK("https://evil.example","x")', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'];
const LOGINS = FORMULAS.map((f) => `${f}@example.org`);
/** What the formula rule of server/domains/exports/csv.ts makes of a cell: run by no spreadsheet. */
const neutralised = (text: string) => `'${text}`;
const ref = (_cls: string, _id: string) => ({ _id, _cls, _isRef: true });

/** Files the rule does not concern: uploaded files are served as their owner stored them. */
const NOT_WRITTEN_HERE = new Set(['server/domains/files/fileTypes.ts']);
const WRITER = 'server/domains/exports/csv.ts';

const serverFiles = (): string[] =>
  (fs.readdirSync('server', { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join('server', f));

/** `METHOD path` of every route whose handler (the text up to the next route) calls sendCsv. */
function csvRoutesInSource(): string[] {
  return serverFiles().flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split(/\bapp\.(?=(?:get|post|put|delete)\()/)
      .slice(1)
      .filter((route) => route.includes('sendCsv('))
      .map((route) => {
        const m = /^(get|post|put|delete)\(\s*'([^']+)'/.exec(route);
        if (!m) throw new Error(`${file}: a route sending CSV with a path that is no literal: ${route.slice(0, 80)}`);
        return `${m[1].toUpperCase()} ${m[2]}`;
      }),
  );
}

let admin: ApiClient;
const download = async (url: string) => {
  const res = await fetch(`${admin.base}${url}`, { headers: { cookie: admin.cookie } });
  expect(res.status, `${url} ${res.status === 200 ? '' : await res.clone().text()}`).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse(Buffer.from(await res.arrayBuffer()), { delimiter: ';', bom: true, relax_column_count: true }) as string[][];
};

async function exportJob(body: Record<string, unknown>): Promise<string[][]> {
  const started = await admin.post(`/api/${SITE}/exports`, body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
  return download(`/api/${SITE}/exports/${started.body.exportId}/download`);
}

/** The refused rows of an import's dry run (each without its required text), written back in a file of their own. */
async function refusedImportRows(): Promise<string[][]> {
  const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const form = new FormData();
  form.append('file', new Blob([['Texte;Libellé affiché', ...FORMULAS.map((f) => `;${quoted(f)}`)].join('\r\n')]), 'formules.csv');
  const uploaded = await fetch(`${admin.base}/api/${SITE}/imports/new/Tag`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin.cookie, 'x-console-upload': '1' },
  });
  expect(uploaded.status).toBe(201);
  const id = ((await uploaded.json()) as { import: { id: string } }).import.id;
  const started = await admin.post(`/api/${SITE}/imports/${id}/check`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
  return download(`/api/${SITE}/imports/${id}/refused`);
}

/** One download per CSV route, of a file holding the planted values; the values it must show neutralised. */
const DOWNLOADS: Record<string, { rows: () => Promise<string[][]>; planted: string[] }> = {
  'GET /api/:siteId/exports/:id/download': { rows: () => exportJob({ type: 'User', fields: ['_id', 'login'] }), planted: LOGINS },
  'GET /api/:siteId/data/exportSubscriptions': {
    rows: () => download(`/api/${SITE}/data/exportSubscriptions?__admin=true`),
    planted: [...LOGINS, ...FORMULAS],
  },
  'GET /admin/:siteId/custom-exports/play': { rows: () => download(`/admin/${SITE}/custom-exports/play?offset=0&limit=50`), planted: FORMULAS },
  'GET /admin/:siteId/tournaments/:id/participants-csv': {
    rows: () => download(`/admin/${SITE}/tournaments/tour-csv/participants-csv`),
    planted: LOGINS,
  },
  'GET /api/:siteId/imports/:id/refused': { rows: refusedImportRows, planted: FORMULAS },
  'GET /api/:siteId/tools/generateGifts': {
    rows: async () => (await Promise.all(FORMULAS.map((_, i) => download(`/api/${SITE}/tools/generateGifts?productRef=sf-${i}&count=1`)))).flat(),
    planted: FORMULAS,
  },
};

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  const create = async (type: string, record: Record<string, unknown>) => {
    const res = await admin.post(`/api/${SITE}/data/${type}`, record);
    expect(res.status, `${type} ${JSON.stringify(res.body)}`).toBe(201);
  };
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: SITE, domain: 'csv.example.org' })).status).toBe(201);
  const now = Math.floor(Date.now() / 1000);
  await create('Tournament', { _id: 'tour-csv', label: 'Tournoi', startTs: now - 86400, endTs: now + 86400 });
  for (const [i, formula] of FORMULAS.entries()) {
    await create('User', { _id: `u-${i}`, login: LOGINS[i] });
    await create('SubscriptionFormula', { _id: `sf-${i}`, label: formula, price: 10 });
    await create('Purchase', { _id: `pur-${i}`, status: 'ok', product: ref('SubscriptionFormula', `sf-${i}`), userId: ref('User', `u-${i}`) });
    await create('Participant', { _id: `p-${i}`, tournament: ref('Tournament', 'tour-csv'), user: ref('User', `u-${i}`) });
    await create('Video', { _id: `vid-${i}`, label: formula, sourceFile: '/videos/source/entretien-ministre.mov' });
  }
  const key = (await admin.post('/api/global/ingest-keys', { siteId: SITE, label: 'CSV' })).body.key;
  const plays = FORMULAS.map((_, i) => ({
    entityId: `vid-${i}`,
    mode: 'full',
    userStatus: 'anonymous',
    anonymousId: 'a',
    playTime: 5,
    percent: 5,
    ts: now,
  }));
  const ingested = await new ApiClient(admin.base).post(`/api/${SITE}/ingest/play`, { events: plays }, { 'x-ingest-key': key });
  expect(ingested.body).toEqual({ accepted: FORMULAS.length, rejected: [] });
  await rolledUp(admin, SITE);
});

describe('one CSV writer', () => {
  it(`only ${WRITER} says text/csv or uses csv-stringify`, () => {
    const outside = serverFiles().filter(
      (f) => f !== WRITER && !NOT_WRITTEN_HERE.has(f) && /text\/csv|csv-stringify/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('has a download below for every route that sends a CSV', () => {
    expect(csvRoutesInSource().sort()).toEqual(Object.keys(DOWNLOADS).sort());
  });

  it.each(Object.keys(DOWNLOADS))('%s answers every planted formula neutralised, and no cell a spreadsheet would run', async (route) => {
    const { rows, planted } = DOWNLOADS[route];
    const cells = (await rows()).flat();
    for (const value of planted) {
      expect(cells, JSON.stringify(value)).toContain(neutralised(value));
      expect(cells, JSON.stringify(value)).not.toContain(value);
    }
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-\d+(?:[.,]\d+)?$/.test(c))).toEqual([]);
  });
});

// Exports (spec 000 §2 Exports, §3 export columns, §4 Export status, §5 export end date): presets, custom fields through
// objects and references, the period, a thousand records read back, rights, and the subscriptions download.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatExportValue } from '../../model/exports/index.js';
import { PRESETS } from '../../model/exports/index.js';
import { ADMIN, ApiClient, userWith, waitForJob } from './client.js';

const SITE = `exports-${Date.now()}`;
const data = (type: string) => `/api/${SITE}/data/${type}`;
let admin: ApiClient;

/** Starts an export, waits for its job, and answers its Export record and CSV rows (header first). */
async function exportCsv(client: ApiClient, body: Record<string, unknown>) {
  const started = await client.post(`/api/${SITE}/exports`, body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const job = await waitForJob(client, started.body.jobId);
  expect(job.state, job.error).toBe('done');
  const record = (await client.get(`${data('Export')}/${started.body.exportId}`)).body;
  const file = await fetch(`${client.base}/api/${SITE}/exports/${started.body.exportId}/download`, { headers: { cookie: client.cookie } });
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, { delimiter: ';', bom: true, relax_column_count: false });
  return { record, rows, disposition: file.headers.get('content-disposition') };
}

const created = async (type: string, body: Record<string, unknown>) => {
  const res = await admin.post(data(type), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

const address = { title: 'mrs', firstName: 'Anne', lastName: 'Martin', line1: '3 rue des Lilas', postalCode: '69001', city: 'Lyon', country: 'FR' };

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Site des exports' })).status).toBe(201);
  const user = await created('User', {
    _id: 'u1',
    login: 'anne@example.fr',
    firstName: 'Anne',
    lastName: 'Martin',
    address,
    receiveNewsletter: true,
    birthDateTs: 1767225600,
  });
  const formula = await created('SubscriptionFormula', { _id: 'f1', label: 'Intégrale', price: 9.9, isSub: true });
  await created('Event', { _id: 'e1', label: 'Salon', eventTs: 1767225600, price: 12.5, maxTickets: 40 });
  await created('Payment', {
    _id: 'p1',
    userId: { _id: user._id, _cls: 'User' },
    price: 9.9,
    donation: 0.5,
    status: 'succeeded',
    shippingAddress: address,
  });
  await created('Purchase', {
    _id: 'pu1',
    status: 'ok',
    product: { _id: formula._id, _cls: 'SubscriptionFormula' },
    userId: { _id: 'u1', _cls: 'User' },
    paymentId: { _id: 'p1', _cls: 'Payment' },
    price: 9.9,
    beginTs: 1767225600,
    endTs: 1769904000,
  });
  await created('Purchase', {
    _id: 'pu2',
    status: 'ok',
    isGift: true,
    product: { _id: 'f1', _cls: 'SubscriptionFormula' },
    userId: { _id: 'u1', _cls: 'User' },
    price: 20,
  });
}, 60_000);

describe('presets', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))('%s: its documented header and a row', async (_id, preset) => {
    const { record, rows } = await exportCsv(admin, { type: preset.type, preset: preset.id });
    // The spec's columns, in its order; passHash is never exported: its column stays empty (a warning says so).
    expect(rows[0]).toEqual(preset.columns);
    expect(record.status).toBe('success');
    expect(record.admin).toEqual({ login: ADMIN.login });
    const row = Object.fromEntries(rows[0].map((h, i) => [h, rows[1][i]]));
    if (preset.type === 'User') {
      expect(row).toMatchObject({
        login: 'anne@example.fr',
        'address.city': 'Lyon',
        receiveNewsletter: 'Oui',
        birthDateTs: '01/01/2026 01:00',
        'address.title': 'Mme',
      });
      expect(row.passHash).toBe('');
      expect(record.result.issues.warnings.map((w: { code: string }) => w.code)).toContain('COLUMN_LEFT_EMPTY');
    }
    if (preset.id === 'PAYMENT_EXPORT')
      expect(row).toMatchObject({
        'userId.login': 'anne@example.fr',
        donation: '0,5',
        'shippingAddress.line1': '3 rue des Lilas',
        status: 'Réussi',
      });
    if (preset.id === 'EVENT_EXPORT') expect(row).toMatchObject({ _id: 'e1', price: '12,5', maxTickets: '40', eventTs: '01/01/2026 01:00' });
    if (preset.id === 'SUBSCRIPTION_FORMULA_EXPORT') expect(row).toMatchObject({ label: 'Intégrale', isSub: 'Oui' });
    if (preset.id === 'PURCHASE_EDIIS_EXPORT') expect(rows.find((r) => r[0] === 'pu1')).toContain('Lyon');
    if (preset.id === 'PURCHASE_GIFT_EXPORT') expect(rows.slice(1).map((r) => r[0])).toEqual(['pu2']);
    if (preset.id === 'PURCHASE_SUPER_EXPORT')
      expect(rows.find((r) => r[0] === 'pu1')).toEqual(expect.arrayContaining(['Intégrale', 'p1', '9,9', 'Réussi']));
  });
});

describe('custom export', () => {
  it('recurses into objects and references, headed by the labels', async () => {
    const { rows, record, disposition } = await exportCsv(admin, {
      type: 'Payment',
      fields: ['_id', 'shippingAddress.city', 'userId.label', 'userId.address.postalCode'],
    });
    expect(rows).toEqual([
      ['Identifiant', 'Adresse de livraison - Ville', 'Utilisateur - Libellé', 'Utilisateur - Adresse - Code postal'],
      ['p1', 'Lyon', 'anne@example.fr', '69001'],
    ]);
    expect(record.params).toMatchObject({
      resource: 'Payment',
      fields: ['_id', 'shippingAddress.city', 'userId.label', 'userId.address.postalCode'],
    });
    expect(disposition).toMatch(/^attachment; filename="export-Payment-/);
  });

  it('refuses a field that is not offered', async () => {
    const res = await admin.post(`/api/${SITE}/exports`, { type: 'User', fields: ['login', 'passHash'] });
    expect(res.body).toMatchObject({ error: 'BAD_FIELDS', message: 'Champs impossibles à exporter : passHash' });
  });

  it('has no export of pages and schemas, as their lists have no Export tab', async () => {
    for (const type of ['Page', 'schema']) {
      const res = await admin.post(`/api/${SITE}/exports`, { type, fields: ['_id'] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'NO_EXPORT', message: `Pas d'export pour le type ${type}` });
    }
  });
});

describe('period on the creation date', () => {
  it('refuses an end after tomorrow and a start after the end', async () => {
    const now = Math.floor(Date.now() / 1000);
    const late = await admin.post(`/api/${SITE}/exports`, { type: 'User', preset: 'USER_EXPORT', max: now + 3 * 86400 });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('La fin de la période ne peut pas être postérieure à demain');
    const reversed = await admin.post(`/api/${SITE}/exports`, { type: 'User', preset: 'USER_EXPORT', min: now, max: now - 60 });
    expect(reversed.body.message).toBe('La date de début ne peut pas être postérieure à la date de fin');
  });

  it('keeps only the records created within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await exportCsv(admin, { type: 'Event', fields: ['_id'], max: now - 3600 })).rows).toEqual([['Identifiant']]);
    expect((await exportCsv(admin, { type: 'Event', fields: ['_id'], min: now - 3600, max: now + 60 })).rows).toEqual([['Identifiant'], ['e1']]);
  });

  it('is the type’s own createTs where it has one (a demo payment of June 2025)', async () => {
    const june = { min: Date.UTC(2025, 5, 1) / 1000, max: Date.UTC(2025, 6, 1) / 1000 - 1 };
    const started = await admin.post('/api/demo-prod/exports', { type: 'Payment', fields: ['_id', 'createTs'], ...june });
    expect(started.status).toBe(202);
    expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
    const file = await fetch(`${admin.base}/api/demo-prod/exports/${started.body.exportId}/download`, { headers: { cookie: admin.cookie } });
    const rows: string[][] = parse(Buffer.from(await file.arrayBuffer()), { delimiter: ';', bom: true });
    expect(rows.slice(1).map((r) => r[0])).toContain('pay-1');
    expect(rows.slice(1).every((r) => /^\d\d\/0[67]\/2025/.test(r[1]))).toBe(true);
  });
});

describe('a thousand records', () => {
  // Its thousand creations through the API take most of its time, and far more on a loaded machine.
  it('read back by a CSV parser equal the API records, with the list filter and search applied', { timeout: 150_000 }, async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `t${String(i).padStart(4, '0')}`);
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(
        ids.slice(i, i + 50).map((id, j) => created('Tag', { _id: id, text: `Étiquette ${i + j} ; "guillemets"\nligne`, isMain: (i + j) % 3 === 0 })),
      );
    }
    await created('Tag', { _id: 'autre', text: 'Hors filtre' });
    const adminFilter = JSON.stringify({ _id: { $gte: 't' } });
    const { rows } = await exportCsv(admin, { type: 'Tag', fields: ['_id', 'text', 'isMain', 'createdAt'], adminFilter, adminSearch: 'Étiquette' });
    const api = (await admin.get(`${data('Tag')}?limit=1000&sortBy=_id&adminFilter=${encodeURIComponent(adminFilter)}`)).body.data;
    expect(rows.length).toBe(1001);
    const expected = api.map((r: Record<string, unknown>) =>
      [r._id, r.text, r.isMain, r.createdAt].map((v, i) => formatExportValue(v, i === 3 ? { type: 'timestamp' } : undefined)),
    );
    expect(rows.slice(1).sort((a, b) => a[0].localeCompare(b[0]))).toEqual(expected);
  });
});

describe('sidebar sub-filters', () => {
  it('an export from a sub-filtered list keeps to its records (the list computes the same filter)', async () => {
    const { rows, record } = await exportCsv(admin, { type: 'Purchase', fields: ['_id'], filter: 'gift' });
    expect(record.description).toMatch(/^Liste exportée avec sous-filtre « .+ »$/);
    const listed = (await admin.get(`${data('Purchase')}?filter=gift&limit=100`)).body.data.map((r: { _id: string }) => r._id);
    expect(listed).toEqual(['pu2']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed);
    expect((await admin.post(`/api/${SITE}/exports`, { type: 'Purchase', fields: ['_id'], filter: 'inconnu' })).status).toBe(400);
  });
});

describe('rights', () => {
  it('a user without the section right can neither export nor download; a user of another site neither', async () => {
    const { record } = await exportCsv(admin, { type: 'User', preset: 'USER_EXPORT' });
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await editor.post(`/api/${SITE}/exports`, { type: 'User', preset: 'USER_EXPORT' })).status).toBe(403);
    expect((await editor.get(`/api/${SITE}/exports/${record._id}/download`)).status).toBe(403);
    const elsewhere = await userWith(admin, { rights: { users: true }, siteIds: ['demo-dev'] });
    expect((await elsewhere.get(`/api/${SITE}/exports/${record._id}/download`)).status).toBe(403);
    const manager = await userWith(admin, { rights: { users: true } });
    expect((await manager.get(`/api/${SITE}/exports/${record._id}/download`)).status).toBe(200);
  });

  it('export files are not served by the generic file route, and Export records are not written through the API', async () => {
    expect((await admin.get(`/api/${SITE}/files/private/exports/x.csv`)).status).toBe(404);
    expect((await admin.post(data('Export'), { title: 'Faux' })).status).toBe(403);
  });
});

describe('subscriptions', () => {
  it('downloads the active subscriptions as CSV', async () => {
    const res = await fetch(`${admin.base}/api/${SITE}/data/exportSubscriptions?__admin=true`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="abonnements-/);
    const rows: string[][] = parse(Buffer.from(await res.arrayBuffer()), { delimiter: ';', bom: true });
    expect(rows[0].slice(0, 3)).toEqual(['_id', 'userId._id', 'userId.login']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['pu1', 'pu2']);
    const editor = await userWith(admin, { rights: { contents: true } });
    expect((await editor.get(`/api/${SITE}/data/exportSubscriptions?__admin=true`)).status).toBe(403);
  });
});

describe('global types', () => {
  it('a global list (Site) exports from a site’s console, its Export record kept by that site', async () => {
    const { record, rows } = await exportCsv(admin, { type: 'Site', fields: ['_id', 'label'], adminFilter: JSON.stringify({ _id: SITE }) });
    expect(rows.slice(1)).toEqual([[SITE, 'Site des exports']]);
    expect(record).toMatchObject({ status: 'success', params: { resource: 'Site' } });
    const editor = await userWith(admin, { rights: { users: true } });
    expect((await editor.post(`/api/${SITE}/exports`, { type: 'Site', fields: ['_id'] })).status).toBe(403);
  });
});

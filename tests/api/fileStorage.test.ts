// The console's files through its store (issue 21 §1): uploads read back whole and by byte ranges, image variants
// rendered once and served from the shared cache, deleted images archived and restored, an export's file downloaded.
// Run against files on disk (project api) and against the S3 stand-in (project api-s3, STORAGE_URL=s3://…).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, uploadFile, waitForJob } from './client.js';

const SITE = 'demo-prod';
const n = Date.now().toString(36);
let admin: ApiClient;
const raw = (p: string, headers: Record<string, string> = {}) => fetch(`${admin.base}${p}`, { headers: { cookie: admin.cookie, ...headers } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
});

describe('files in the store', () => {
  it('reads an upload back whole and by ranges, and says where a range falls outside', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(70_000, 'x'), Buffer.from('\n%%EOF\n')]);
    const up = await uploadFile(admin, SITE, `Rapport ${n}.pdf`, pdf);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const whole = await raw(up.body.url);
    expect([whole.status, whole.headers.get('content-length'), whole.headers.get('accept-ranges')]).toEqual([200, String(pdf.length), 'bytes']);
    expect((await bytes(whole)).equals(pdf)).toBe(true);

    const middle = await raw(up.body.url, { range: 'bytes=5-14' });
    expect([middle.status, middle.headers.get('content-range')]).toEqual([206, `bytes 5-14/${pdf.length}`]);
    expect((await bytes(middle)).equals(pdf.subarray(5, 15))).toBe(true);
    const tail = await raw(up.body.url, { range: 'bytes=-7' });
    expect((await bytes(tail)).toString()).toBe('\n%%EOF\n');
    const open = await raw(up.body.url, { range: `bytes=${pdf.length - 3}-` });
    expect([open.status, (await bytes(open)).length]).toEqual([206, 3]);
    const beyond = await raw(up.body.url, { range: `bytes=${pdf.length}-` });
    expect([beyond.status, beyond.headers.get('content-range'), (await beyond.json()).error]).toEqual([
      416,
      `bytes */${pdf.length}`,
      'RANGE_NOT_SATISFIABLE',
    ]);
    expect((await raw(`/api/${SITE}/files/2020/01/absent-${n}.pdf`)).status).toBe(404);
  });

  it('renders an image variant once and serves the same bytes to requests at once and later', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const { path } = (await uploadFile(admin, SITE, `Vue ${n}.png`, png)).body;
    const url = `/api/${SITE}/images${path}?w=160&h=90&c=1`;
    const together = await Promise.all([raw(url), raw(url), raw(url)]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    const [first, ...others] = await Promise.all(together.map(bytes));
    expect(await sharp(first).metadata()).toMatchObject({ width: 160, height: 90, format: 'png' });
    for (const other of others) expect(other.equals(first)).toBe(true);
    const later = await raw(url);
    expect(later.headers.get('content-length')).toBe(String(first.length));
    expect((await bytes(later)).equals(first)).toBe(true);
    // A developer's force=1 renders it again (same parameters, same image).
    const forced = await raw(`${url}&force=1`);
    expect(forced.status).toBe(200);
    expect(await sharp(await bytes(forced)).metadata()).toMatchObject({ width: 160, height: 90 });
  });

  it('archives a deleted image out of the served files and restores it whole', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const { path } = (await uploadFile(admin, SITE, `Archivee ${n}.png`, png)).body;
    expect((await admin.post(`/api/${SITE}/stored-images/delete`, { path })).status).toBe(200);
    expect((await raw(`/api/${SITE}/files${path}`)).status).toBe(404);
    const archived = await admin.get(`/api/${SITE}/stored-images?name=${encodeURIComponent(`archivee ${n}`)}&archived=true`);
    expect(archived.body.data.map((f: { path: string }) => f.path)).toEqual([path]);
    expect((await admin.post(`/api/${SITE}/stored-images/delete`, { path })).status).toBe(404);
    expect((await admin.post(`/api/${SITE}/stored-images/restore`, { path })).status).toBe(200);
    expect((await bytes(await raw(`/api/${SITE}/files${path}`))).equals(png)).toBe(true);
    expect((await admin.post(`/api/${SITE}/stored-images/restore`, { path })).status).toBe(409);
  });

  it("downloads an export's file from the site's private folder, never from the file route", async () => {
    const started = await admin.post(`/api/${SITE}/exports`, { type: 'Event', fields: ['_id', 'label'] });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await waitForJob(admin, started.body.jobId)).state).toBe('done');
    const file = await raw(`/api/${SITE}/exports/${started.body.exportId}/download`);
    expect(file.status).toBe(200);
    const csv = await bytes(file);
    expect(file.headers.get('content-length')).toBe(String(csv.length));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const record = (await admin.get(`/api/${SITE}/data/Export/${started.body.exportId}`)).body;
    expect(record.size).toBe(csv.length);
    expect((await raw(`/api/${SITE}/files/private/exports/${started.body.exportId}.csv`)).status).toBe(404);
  });
});

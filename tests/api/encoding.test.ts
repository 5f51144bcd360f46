// Issue 9 §2 and §5: a 2-second clip uploaded on a Video is encoded for real by ffmpeg (renditions, HLS, SMIL, listed
// on the record and served with ranges); the queue takes the highest priority first; moves swap priorities.
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyMovie } from '../../server/domains/demo/videos.js';
import { makeClip, probeFiles } from '../support/clips.js';
import { ADMIN, ApiClient, uploadFile, userWith } from './client.js';

const SITE = `encodage-${Date.now()}`;
let admin: ApiClient;
let clip: Buffer;
/** The first video encoded, for the tests that read its files. */
let encoded: Record<string, any>;

const video = async (id: string) => (await admin.get(`/api/${SITE}/data/Video/${id}`)).body;

async function createVideo(label: string, content: Buffer = clip, name = 'clip.mp4'): Promise<Record<string, any>> {
  const uploaded = await uploadFile(admin, SITE, name, content);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const created = await admin.post(`/api/${SITE}/data/Video`, { label, sourceFile: uploaded.body.path });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function until(id: string, statuses: string[], timeoutMs = 60_000): Promise<Record<string, any>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await video(id);
    if (statuses.includes(v.encodingStatus)) return v;
    if (Date.now() > end) throw new Error(`${id} still ${v.encodingStatus} (${v.encodingProgressText})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const file = async (path: string) => {
  const res = await fetch(`${admin.base}/api/${SITE}/files${path}`, { headers: { cookie: admin.cookie } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(async () => {
  admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  expect((await admin.post('/api/global/data/Site', { _id: SITE, label: 'Encodage (tests)' })).status).toBe(201);
  const profile = { label: 'Minuscule', resolutions: [90, 72], videoBitrate: 300, audioBitrate: 64, hls: true, progressive: true };
  expect((await admin.post(`/api/${SITE}/data/EncodingProfile`, { ...profile, trailerDuration: 1, isDefault: true })).status).toBe(201);
  clip = await makeClip({ seconds: 2, width: 160, height: 90 });
}, 60_000);

describe('encoding a video for real', () => {
  it('encodes an uploaded clip: MP4 and HLS renditions that ffprobe reads, a SMIL, listed on the record', async () => {
    const created = await createVideo('Clip de deux secondes');
    expect(created.encodingStatus).toBe('pending');
    expect(typeof created.encodingPriority).toBe('number');
    const done = (encoded = await until(created._id, ['done', 'error'], 80_000));
    expect(done.encodingStatus, done.encodingError).toBe('done');
    expect(done).toMatchObject({ encodingProgress: 1, encodingProgressText: 'Terminé', srcInfo: { duration: 2 } });
    // Each encode has a folder of its own under the video's (a re-encode gives new addresses).
    const base = /^(\/videos\/[^/]+\/enc-[0-9a-f]{12})\//.exec(done.full.hls)?.[1] ?? '';
    expect(base.startsWith(`/videos/${created._id}/enc-`)).toBe(true);
    expect(done.full).toMatchObject({
      res: [72, 90],
      mp4: `${base}/full/90p.mp4`,
      hls: `${base}/full/hls/master.m3u8`,
      smil: `${base}/full/full.smil`,
    });
    expect(done.full.files.map((f: { res: number; width: number }) => [f.res, f.width])).toEqual([
      [72, 128],
      [90, 160],
    ]);
    expect(done.trailer).toMatchObject({ res: [72, 90], duration: 1 });

    const mp4 = await file(done.full.mp4);
    expect(mp4.type).toBe('video/mp4');
    expect(await probeFiles({ 'full.mp4': mp4.body }, 'full.mp4')).toMatchObject({ width: 160, height: 90, hasAudio: true });
    expect((await probeFiles({ 't.mp4': (await file(done.trailer.mp4)).body }, 't.mp4')).duration).toBeLessThan(1.5);

    const master = (await file(done.full.hls)).body.toString();
    expect(master).toContain('RESOLUTION=160x90');
    const variant = (await file(`${base}/full/hls/90p.m3u8`)).body.toString();
    const segments = variant.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    const hlsFiles: Record<string, Buffer | string> = {
      'master.m3u8': master,
      '72p.m3u8': (await file(`${base}/full/hls/72p.m3u8`)).body,
      '90p.m3u8': variant,
    };
    for (const name of segments) hlsFiles[name] = (await file(`${base}/full/hls/${name}`)).body;
    for (const name of (hlsFiles['72p.m3u8'] as Buffer)
      .toString()
      .split('\n')
      .filter((l) => l.endsWith('.ts'))) {
      hlsFiles[name] = (await file(`${base}/full/hls/${name}`)).body;
    }
    const hls = await probeFiles(hlsFiles, 'master.m3u8');
    expect(hls.hasVideo).toBe(true);
    expect(hls.duration).toBeGreaterThan(1.5);

    const smil = (await file(done.full.smil)).body.toString();
    expect(smil).toContain('<switch>');
    expect(smil).toContain('src="90p.mp4" width="160" height="90"');
    // The server's worker may first finish the demo sites' queues, encoded at its start.
  }, 90_000);

  it('serves the renditions with range requests, as players ask', async () => {
    const done = encoded;
    const whole = await file(done.full.mp4);
    const res = await fetch(`${admin.base}/api/${SITE}/files${done.full.mp4}`, { headers: { cookie: admin.cookie, range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${whole.body.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(whole.body.subarray(10, 20));
    const out = await fetch(`${admin.base}/api/${SITE}/files${done.full.mp4}`, {
      headers: { cookie: admin.cookie, range: `bytes=${whole.body.length}-` },
    });
    expect(out.status).toBe(416);
    expect((await out.json()).message).toMatch(/Plage d'octets hors du fichier/);
  });

  it('gives the renditions of a re-encode new addresses, so no cache serves the previous ones, and removes those', async () => {
    const before = encoded;
    const again = await admin.post(`/api/${SITE}/encoding/${before._id}/reencode`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.encodingStatus).toBe('pending');
    const done = await until(before._id, ['done', 'error'], 80_000);
    expect(done.encodingStatus, done.encodingError).toBe('done');
    for (const key of ['hls', 'mp4', 'smil'] as const) expect(done.full[key]).not.toBe(before.full[key]);
    expect(done.trailer.mp4).not.toBe(before.trailer.mp4);
    expect((await file(done.full.mp4)).status).toBe(200);
    expect((await file(done.full.hls)).body.toString()).toContain('RESOLUTION=160x90');
    // The previous renditions go just after the video points at the new ones: a loaded machine may show them a moment.
    await expect.poll(async () => (await file(before.full.mp4)).status, { timeout: 20_000 }).toBe(404);
    await expect.poll(async () => (await file(before.full.hls)).status, { timeout: 20_000 }).toBe(404);
    encoded = done;
  }, 90_000);

  it("keeps ffmpeg's reason on a video whose source cannot be encoded", async () => {
    const created = await createVideo('Film sans image', emptyMovie('isom'), 'vide.mp4');
    const failed = await until(created._id, ['done', 'error'], 50_000);
    expect(failed.encodingStatus).toBe('error');
    // The line staff read is French; ffmpeg's own English lines are only the detail, after the French message.
    expect(failed.encodingProgressText).toMatch(/^Échec : (Le fichier source ne contient aucune piste vidéo|Fichier source illisible : [^A-Z]+)$/);
    expect(failed.encodingError).toMatch(/aucune piste vidéo|ffprobe|Fichier source/);
  }, 60_000);
});

describe('the queue', () => {
  it('takes the highest priority first, so a video moved to the top while others wait is encoded next', async () => {
    // Sources uploaded first, so that the three videos join the queue in a blink while the long one encodes.
    const upload = async (content: Buffer) => (await uploadFile(admin, SITE, 'file.mp4', content)).body.path as string;
    const long = await upload(await makeClip({ seconds: 20, width: 640, height: 360 }));
    const sources = [await upload(clip), await upload(clip), await upload(clip)];
    const create = async (label: string, sourceFile: string) => (await admin.post(`/api/${SITE}/data/Video`, { label, sourceFile })).body;
    const blocker = await create('Long clip qui occupe le codeur', long);
    await until(blocker._id, ['encoding', 'done']);
    const [a, b, c] = [await create('A', sources[0]), await create('B', sources[1]), await create('C', sources[2])];
    // First come, first served: each new video below the others.
    expect(a.encodingPriority).toBeGreaterThan(b.encodingPriority);
    expect(b.encodingPriority).toBeGreaterThan(c.encodingPriority);
    const moved = await admin.post(`/api/${SITE}/encoding/${c._id}/move`, { to: 'top', filter: 'encoding' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toHaveLength(1);
    expect((await video(blocker._id)).encodingStatus, 'the long clip must still be encoding for this test to mean anything').toBe('encoding');
    const done = await Promise.all([a, b, c].map((v) => until(v._id, ['done', 'error'], 90_000)));
    const finished = done.map((v) => ({ label: v.label, at: Date.parse(v.updatedAt) })).sort((x, y) => x.at - y.at);
    expect(finished.map((v) => v.label)).toEqual(['C', 'A', 'B']);
  }, 120_000);

  it('swaps two neighbours in one move, never leaving two videos on one priority', async () => {
    const list = async () =>
      (await admin.get(`/api/${SITE}/data/Video?sortBy=-encodingPriority&limit=100`)).body.data as { _id: string; encodingPriority: number }[];
    const before = await list();
    const [first, second] = before;
    const up = await admin.post(`/api/${SITE}/encoding/${second._id}/move`, { to: 'up' });
    expect(up.body.data).toEqual([
      { _id: second._id, encodingPriority: first.encodingPriority },
      { _id: first._id, encodingPriority: second.encodingPriority },
    ]);
    const after = await list();
    expect(after.slice(0, 2).map((v) => v._id)).toEqual([second._id, first._id]);
    expect(new Set(after.map((v) => v.encodingPriority)).size).toBe(after.length);
    // Already first: nothing moves.
    expect((await admin.post(`/api/${SITE}/encoding/${second._id}/move`, { to: 'up' })).body.data).toEqual([]);
    const bottom = await admin.post(`/api/${SITE}/encoding/${second._id}/move`, { to: 'bottom' });
    expect(bottom.body.data[0].encodingPriority).toBe(Math.min(...after.map((v) => v.encodingPriority)) - 1);
    expect((await list()).at(-1)!._id).toBe(second._id);
  });

  it('cancels a waiting video, and encodes it again on demand', async () => {
    const blocker = await createVideo('Occupe le codeur', await makeClip({ seconds: 4, width: 320, height: 180 }));
    const waiting = await createVideo('Annulée puis relancée');
    const cancelled = await admin.post(`/api/${SITE}/encoding/${waiting._id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await video(waiting._id)).toMatchObject({ encodingStatus: 'error', encodingProgressText: 'Encodage annulé' });
    expect((await admin.post(`/api/${SITE}/encoding/${waiting._id}/cancel`)).status).toBe(409);
    const again = await admin.post(`/api/${SITE}/encoding/${waiting._id}/reencode`);
    expect(again.body.encodingStatus).toBe('pending');
    expect((await until(waiting._id, ['done', 'error'], 90_000)).encodingStatus).toBe('done');
    await until(blocker._id, ['done', 'error']);
  }, 120_000);

  it('refuses bad moves in French, and users without the contents right', async () => {
    const [some] = (await admin.get(`/api/${SITE}/data/Video?limit=1`)).body.data;
    const bad = await admin.post(`/api/${SITE}/encoding/${some._id}/move`, { to: 'ailleurs' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect((await admin.post(`/api/${SITE}/encoding/inconnue/reencode`)).status).toBe(404);
    const products = await userWith(admin, { rights: { products: true } });
    expect((await products.post(`/api/${SITE}/encoding/${some._id}/move`, { to: 'top' })).status).toBe(403);
    expect((await products.post(`/api/${SITE}/encoding/${some._id}/cancel`)).status).toBe(403);
  });
});

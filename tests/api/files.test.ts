import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, uploadFile as upload, userWith } from './client.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe('files and the image API', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await ApiClient.login(ADMIN.login, ADMIN.password);
  });

  it('stores an upload and serves it back, with its size', async () => {
    const image = await png(800, 600);
    const res = await upload(admin, 'demo-prod', 'Photo été.png', image);
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/\d{4}\/\d\d\/[0-9a-f]{12}-photo-ete\.png$/);
    expect(res.body.size).toBe(image.length);
    expect(res.body.humanSize).toMatch(/Ko|o/);
    const raw = await fetch(`${admin.base}${res.body.url}`, { headers: { cookie: admin.cookie } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await raw.arrayBuffer()).equals(image)).toBe(true);
  });

  it('resizes and crops through w, h, c, q, bf and algo', async () => {
    const stored = (await upload(admin, 'demo-prod', 'grande.png', await png(1000, 500))).body.path;
    const get = async (query: string) => {
      const res = await fetch(`${admin.base}/api/demo-prod/images${stored}?${query}`, { headers: { cookie: admin.cookie } });
      return {
        status: res.status,
        meta: res.ok ? await sharp(Buffer.from(await res.arrayBuffer())).metadata() : undefined,
        body: res.ok ? undefined : await res.json(),
      };
    };
    expect((await get('w=200')).meta).toMatchObject({ width: 200, height: 100 });
    expect((await get('w=200&h=200&c=1')).meta).toMatchObject({ width: 200, height: 200 });
    expect((await get('w=200&h=200&bf=ffffff')).meta).toMatchObject({ width: 200, height: 200 });
    expect((await get('w=300&h=50&algo=3')).meta).toMatchObject({ width: 300, height: 50 });
    expect((await get('w=2000')).meta).toMatchObject({ width: 1000 });
    expect((await get('w=2000&force=1')).meta).toMatchObject({ width: 2000 });
    const bad = await get('w=99999');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/w et h/);
  });

  it('refuses types a browser would run, paths that leave the store, and uploads without the console header', async () => {
    const html = await upload(admin, 'demo-prod', 'page.html', Buffer.from('<script>alert(1)</script>'));
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/Type de fichier non accepté/);
    expect((await upload(admin, 'demo-prod', 'image.svg', Buffer.from('<svg onload="alert(1)"/>'))).status).toBe(400);
    expect((await upload(admin, 'demo-prod', 'a.png', await png(10, 10), {})).status).toBe(403);
    const escape = await fetch(`${admin.base}/api/demo-prod/files/..%2F..%2Fpg%2FPG_VERSION`, { headers: { cookie: admin.cookie } });
    expect(escape.status).toBe(404);
  });

  it('draws the images the demo records point at', async () => {
    const logo = (await admin.get('/api/demo-prod/data/SiteOptions/options')).body;
    const image = JSON.stringify(logo).match(/"(\/images\/demo\/[^"]+\.(?:png|jpg))"/)?.[1];
    expect(image).toBeTruthy();
    const res = await fetch(`${admin.base}/api/demo-prod/images${image}?w=120`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(120);
  });

  it('keeps each site to its own files and needs a session', async () => {
    const stored = (await upload(admin, 'demo-prod', 'prive.png', await png(10, 10))).body.path;
    const otherSite = await fetch(`${admin.base}/api/demo-dev/files${stored}`, { headers: { cookie: admin.cookie } });
    expect(otherSite.status).toBe(404);
    expect((await fetch(`${admin.base}/api/demo-prod/files${stored}`)).status).toBe(401);
    const devOnly = await userWith(admin, { rights: { contents: true }, siteIds: ['demo-dev'] });
    expect((await fetch(`${admin.base}/api/demo-prod/files${stored}`, { headers: { cookie: devOnly.cookie } })).status).toBe(403);
    expect((await upload(devOnly, 'demo-prod', 'x.png', await png(10, 10))).status).toBe(403);
  });
});

// Demo records point at images; the first start draws them (a tinted card with the file's name) so lists show pictures.
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { FileStore } from '../../storage/fileStore.js';

const IMAGE = /^\/[A-Za-z0-9/_.-]+\.(jpg|jpeg|png)$/;

/** The strings matching `pattern` found anywhere in some demo records, sorted, each once. */
export function pathsMatching(records: unknown[], pattern: RegExp): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && pattern.test(v)) found.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(records);
  return [...found].sort();
}

/** Image paths found anywhere in some demo records. */
export const imagePathsOf = (records: unknown[]): string[] => pathsMatching(records, IMAGE);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Files made at once: sharp draws on libuv's threads, so a few at a time keep both cores busy. */
const AT_ONCE = pLimit(4);

/** Writes each of `paths` that is not in the store yet with the content `make` gives it (demo files are made once). */
export async function writeMissingFiles(
  store: FileStore,
  siteId: string,
  paths: string[],
  make: (p: string, i: number) => Promise<Buffer> | Buffer,
): Promise<void> {
  await Promise.all(
    paths.map((p, i) =>
      AT_ONCE(async () => {
        if (!store.isValidPath(siteId, p) || (await store.exists(siteId, p))) return;
        await store.write(siteId, p, await make(p, i), { ifAbsent: true });
      }),
    ),
  );
}

/** Draws each image once: `drawn` keeps them for the next site, whose records name the same files. */
export async function drawDemoImages(store: FileStore, siteId: string, paths: string[], drawn = new Map<string, Promise<Buffer>>()): Promise<void> {
  await writeMissingFiles(store, siteId, paths, (p, i) => {
    const known = drawn.get(p);
    if (known) return known;
    const made = draw(p, i);
    drawn.set(p, made);
    return made;
  });
}

function draw(p: string, i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const name = escapeXml(path.basename(p, path.extname(p)).replace(/-/g, ' '));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,30%)"/></linearGradient></defs>
      <rect width="800" height="450" fill="url(#g)"/>
      <text x="400" y="240" font-family="sans-serif" font-size="44" fill="white" text-anchor="middle">${name}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return (p.endsWith('.png') ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}
